import { personName } from '../../src/shared/lib/format/personName';
import { db } from '../db';
import { fieldFailure } from './errors';
import { isEmail, textOf } from './rules';

/*
 * The export-drawback onboarding's checks and data (000 §3 drawbackFrom, §4, §5 steps 1-2,
 * §9), shared by the kj-kyc calls (kj-kyc-drawback.ts) and the kj-sys user calls
 * (kj-sys-user.ts). Each check throws the first failing rule as 30013 with its message.
 */

type Row = Record<string, unknown>;

const DRAWBACK_PRODUCT_TYPES = ['EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE'] as const;

const ALPHANUMERIC = (max: number) => new RegExp(`^[A-Za-z0-9]{1,${max}}$`);

/**
 * Step 1 (000 §5): company name required, at most 140; unified social credit code required,
 * letters and digits, at most 18, and not another enterprise's; manufacturing or trading.
 */
export function checkDrawbackCompany(body: Row, enterpriseId: string): void {
  const companyName = textOf(body.companyName);
  const companyIdentCode = textOf(body.companyIdentCode);
  if (!companyName) throw fieldFailure('companyNameRequired');
  if (companyName.length > 140) throw fieldFailure('companyNameTooLong');
  if (!companyIdentCode) throw fieldFailure('drawbackIdentCodeRequired');
  if (!ALPHANUMERIC(18).test(companyIdentCode)) throw fieldFailure('drawbackIdentCodeFormat');
  if (!(DRAWBACK_PRODUCT_TYPES as readonly string[]).includes(textOf(body.productType))) throw fieldFailure('drawbackProductTypeRequired');
  const owner = db.enterprise.findFirst({ where: { companyIdentCode: { equals: companyIdentCode.toUpperCase() } } });
  if (owner && owner.id !== enterpriseId) throw fieldFailure('drawbackIdentCodeTaken');
}

/** The manager's details of step 2, named as the drawbackForm or as the manager payloads name them. */
export interface ManagerDetails {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
  identNo: string;
}

/**
 * Step 2 (000 §5): both names required, at most 50; e-mail required, at most 200, the e-mail
 * pattern; phone required, digits only, at most 20; id number required, letters and digits,
 * at most 20 (the id number only where the call carries one). The user-association calls
 * also serve the KYC wizards' authorised person (001 §8), whose phone is optional
 * (`phoneOptional`) and whose id number may be a passport's, up to 50 (`identNoMax`).
 */
export function checkDrawbackManager(
  manager: ManagerDetails,
  { withIdentNo, phoneOptional = false, identNoMax = 20 }: { withIdentNo: boolean; phoneOptional?: boolean; identNoMax?: number },
): void {
  if (!manager.lastName) throw fieldFailure('kycFamilyNameRequired');
  if (!manager.firstName) throw fieldFailure('kycFirstNameRequired');
  if (manager.lastName.length > 50 || manager.firstName.length > 50) throw fieldFailure('kycNameTooLong');
  if (!manager.email) throw fieldFailure('emailRequired');
  if (!isEmail(manager.email, 200)) throw fieldFailure('emailFormat');
  if (!manager.phone && !phoneOptional) throw fieldFailure('phoneRequired');
  if (manager.phone && !/^\d{1,20}$/.test(manager.phone)) throw fieldFailure('phoneFormat');
  if (!withIdentNo) return;
  if (!manager.identNo) throw fieldFailure('kycIdNumberRequired');
  if (!ALPHANUMERIC(identNoMax).test(manager.identNo)) throw fieldFailure('drawbackIdNumberFormat');
}

/** The drawbackForm's manager fields (mangerFirstName spelt so, 000 §3). */
export const formManager = (body: Row): ManagerDetails => ({
  lastName: textOf(body.managerLastName),
  firstName: textOf(body.mangerFirstName),
  email: textOf(body.managerEmail),
  phone: textOf(body.managerPhone),
  identNo: textOf(body.managerIdentNo),
});

/** A manager payload's fields (updateExportManager, editManageUser: phone or telephone). */
export const payloadManager = (body: Row): ManagerDetails => ({
  lastName: textOf(body.lastName),
  firstName: textOf(body.firstName),
  email: textOf(body.email),
  phone: textOf(body.phone) || textOf(body.telephone),
  identNo: textOf(body.identNo),
});

/**
 * The enterprise manager's remark, which the application carries as its channelId (000 §3):
 * the mock's enterprises all came through the portal's own channel, one per enterprise.
 */
export const managerChannelId = (enterpriseId: string) => `KJCH${enterpriseId}`;

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Whether the manager's details are the user account's: the names in either order (with
 * or without a space, as Chinese names are written), the e-mail ignoring case, the phone
 * when one is given (a KYC authorised person's is optional, and none changes nothing).
 */
export function isSameUser(account: { name: string; email: string; telephone: string | null }, details: Omit<ManagerDetails, 'identNo'>): boolean {
  const name = squash(account.name);
  const { firstName, lastName } = { firstName: squash(details.firstName), lastName: squash(details.lastName) };
  const names = [`${firstName} ${lastName}`, `${lastName} ${firstName}`, `${lastName}${firstName}`];
  return names.includes(name) && squash(account.email) === squash(details.email) && (details.phone === '' || (account.telephone ?? '') === details.phone);
}

/**
 * What an account keeps of a person's names (editManageUser, the contact-details state): the
 * two parts, which getCurSysUser answers for the portal to order by its language, and the
 * display name as a Chinese server writes it, family name first.
 */
export function accountNames({ firstName, lastName }: { firstName: string; lastName: string }): { firstName: string; lastName: string; name: string } {
  return { firstName, lastName, name: personName({ familyName: lastName, givenName: firstName }, 'zh') ?? '' };
}
