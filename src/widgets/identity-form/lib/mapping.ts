import { MAINLAND_LOCATION, positionsOf } from '@/entities/kyc-enterprise';
import { personName } from '@/shared/lib/format';
import type {
  BeneficialOwner,
  BeneficiaryEntry,
  EnterpriseContactBundle,
  FileStatus,
  IdentityContact,
  LegalPerson,
  OwnerEntry,
  OwnerRole,
  PersonEntry,
  PersonKind,
} from '../model/types';
import type { ManagerLike } from '../model/managerTypes';

/*
 * The identity-information form's values from and to the wire (openapi LegalPerson,
 * BeneficialOwner, EnterpriseContactBundle). Text is trimmed on the way out (001 §5
 * "inputs are trimmed") and blank text is sent as null. The stored images are not part of
 * the wire entries: they live in the media service under the entry's mediaId (001 §3).
 */

/** A fresh business key for a new entry's uploads (entities/media-file newMediaId). */
export type NewMediaId = () => string;

const text = (value: string | null | undefined): string => (value ?? '').trim();
const orNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
const yesNo = (value: string | null | undefined): 'Y' | 'N' | null => (value === 'Y' || value === 'N' ? value : null);

/** The older single `name` sent with a person: family name then first name, as a Chinese server writes it (personName's Chinese order). */
function fullName(lastName: string, firstName: string): string | null {
  return personName({ familyName: lastName, givenName: firstName }, 'zh');
}

// ---- legal person or director ------------------------------------------------------

/** A new, empty legal person or director entry. */
export function emptyPerson(newMediaId: NewMediaId): PersonEntry {
  return {
    id: null,
    mediaId: newMediaId(),
    managerPerson: null,
    position: [],
    certificateIssuingPlaceCode: null,
    certificateIssuingPlace: null,
    identType: null,
    identNo: '',
    lastName: '',
    firstName: '',
    email: '',
    phoneAreaCode: null,
    phone: '',
    directorNames: [],
    rest: {},
  };
}

/** One contact of the wire (seven-step LegalPerson or e-KYC IdentityContact) as a form entry. */
function toPerson(wire: LegalPerson | IdentityContact, newMediaId: NewMediaId): PersonEntry {
  const legal = wire as LegalPerson;
  return {
    id: wire.id ?? null,
    mediaId: wire.mediaId || newMediaId(),
    managerPerson: yesNo(wire.managerPerson),
    // `position`, else the older `job` (a list or comma-separated text), as the entity reads it.
    position: positionsOf({
      position: Array.isArray(wire.position) ? wire.position : null,
      job: typeof wire.position === 'string' ? wire.position : legal.job,
    }),
    certificateIssuingPlaceCode: wire.certificateIssuingPlaceCode ?? null,
    certificateIssuingPlace: wire.certificateIssuingPlace ?? null,
    identType: wire.identType ?? null,
    identNo: text(wire.identNo),
    lastName: text(wire.lastName),
    firstName: text(wire.firstName),
    email: text(wire.email),
    phoneAreaCode: wire.phoneAreaCode ?? null,
    phone: text(wire.phone),
    directorNames: [...(wire.directorNames ?? [])],
    rest: {
      ...(legal.enterpriseId !== undefined && { enterpriseId: legal.enterpriseId }),
      ...(legal.name !== undefined && { name: legal.name }),
      ...(legal.job !== undefined && { job: legal.job }),
      ...(legal.equalsContact !== undefined && { equalsContact: legal.equalsContact }),
    },
  };
}

/** The e-KYC contact of a form entry (001 §3 "Identity-info contact"). */
function toIdentityContact(entry: PersonEntry, kind: PersonKind): IdentityContact {
  return {
    id: entry.id,
    firstName: orNull(entry.firstName),
    lastName: orNull(entry.lastName),
    email: orNull(entry.email),
    phone: orNull(entry.phone),
    phoneAreaCode: orNull(entry.phoneAreaCode),
    identType: orNull(entry.identType),
    identNo: orNull(entry.identNo),
    mediaId: entry.mediaId,
    position: [...entry.position],
    certificateIssuingPlaceCode: orNull(entry.certificateIssuingPlaceCode),
    certificateIssuingPlace: orNull(entry.certificateIssuingPlace),
    managerPerson: entry.managerPerson,
    directorNames: kind === 'director' ? entry.directorNames.map((n) => n.trim()).filter((n) => n !== '') : null,
  };
}

/** Form entries from the seven-step wizard's legal persons or directors (listLegalByEnterpriseId). */
export function toPersonEntries(wire: readonly LegalPerson[] | null | undefined, newMediaId: NewMediaId): PersonEntry[] {
  return (wire ?? []).map((person) => toPerson(person, newMediaId));
}

/** The seven-step wizard's legal persons or directors (updateLegalInPortal / handleAfterUpdateLegalInPortal). */
export function toLegalPersons(entries: readonly PersonEntry<FileStatus>[], kind: PersonKind, enterpriseId: string): LegalPerson[] {
  return entries.map((entry) => ({
    ...entry.rest,
    ...toIdentityContact(entry, kind),
    position: [...entry.position],
    enterpriseId,
    name: fullName(entry.lastName, entry.firstName) ?? entry.rest.name ?? null,
  }));
}

// ---- the older form's equalsContact (001 §3 "Legal person (older form)") -----------

/** Whether a legal person is marked the same as the authorised person (`equalsContact`: Y/N or a boolean). */
export const isEqualsContact = (value: unknown): boolean => value === 'Y' || value === true;

/**
 * The fields of a legal person that equalsContact sets: the person's details and the media id
 * their ID images are stored under; `front` and `back` unknown, so the upload areas load the
 * images stored under that id.
 */
export type ManagerCopy = Pick<
  PersonEntry,
  'lastName' | 'firstName' | 'email' | 'phoneAreaCode' | 'phone' | 'identType' | 'identNo' | 'certificateIssuingPlaceCode' | 'certificateIssuingPlace' | 'mediaId'
> & { front: undefined; back: undefined };

/**
 * equalsContact ticked: the authorised person's details are copied (001 §3), their media id
 * with them, so the entry shows the authorised person's ID images (a fresh one when they
 * have none).
 */
export function copiedFromManager(manager: ManagerLike, newMediaId: NewMediaId): ManagerCopy {
  return {
    lastName: text(manager.lastName),
    firstName: text(manager.firstName),
    email: text(manager.email),
    phoneAreaCode: manager.phoneAreaCode ?? null,
    phone: text(manager.phone),
    identType: manager.identType ?? null,
    identNo: text(manager.identNo),
    certificateIssuingPlaceCode: manager.certificateIssuingPlaceCode ?? null,
    certificateIssuingPlace: manager.certificateIssuingPlace ?? null,
    mediaId: manager.mediaId || newMediaId(),
    front: undefined,
    back: undefined,
  };
}

/**
 * equalsContact unticked: the copied fields are cleared and a fresh media id is issued (001
 * §3), so the entry no longer shows, or files into, the authorised person's ID images.
 */
export function clearedFromManager(newMediaId: NewMediaId): ManagerCopy {
  return {
    lastName: '',
    firstName: '',
    email: '',
    phoneAreaCode: null,
    phone: '',
    identType: null,
    identNo: '',
    certificateIssuingPlaceCode: null,
    certificateIssuingPlace: null,
    mediaId: newMediaId(),
    front: undefined,
    back: undefined,
  };
}

// ---- beneficiary or shareholder ----------------------------------------------------

/** A new, empty owner entry (a person unless told otherwise). */
export function emptyOwner(newMediaId: NewMediaId, role: OwnerRole = 'PERSONAL'): OwnerEntry {
  return {
    id: null,
    mediaId: newMediaId(),
    managerPerson: null,
    contactRoleType: role,
    certificateIssuingPlaceCode: null,
    identType: null,
    identNo: '',
    lastName: '',
    firstName: '',
    gender: null,
    birthday: null,
    name: '',
    companyIdentType: null,
    companyIdentCode: '',
    rest: {},
  };
}

function toOwner(wire: BeneficialOwner | BeneficiaryEntry, newMediaId: NewMediaId): OwnerEntry {
  const older = wire as BeneficialOwner;
  return {
    id: wire.id ?? null,
    mediaId: wire.mediaId || newMediaId(),
    managerPerson: yesNo(wire.managerPerson),
    contactRoleType: wire.contactRoleType === 'COMPANY' ? 'COMPANY' : 'PERSONAL',
    certificateIssuingPlaceCode: wire.certificateIssuingPlaceCode ?? null,
    identType: wire.identType ?? null,
    identNo: text(wire.identNo),
    lastName: text(wire.lastName),
    firstName: text(wire.firstName),
    gender: wire.gender ?? null,
    birthday: wire.birthday ? wire.birthday.slice(0, 10) : null,
    name: text(wire.name),
    companyIdentType: wire.companyIdentType ?? null,
    companyIdentCode: text(wire.companyIdentCode),
    rest: {
      ...(older.enterpriseId !== undefined && { enterpriseId: older.enterpriseId }),
      ...(older.job !== undefined && { job: older.job }),
      ...(older.email !== undefined && { email: older.email }),
      ...(older.phone !== undefined && { phone: older.phone }),
    },
  };
}

/**
 * The e-KYC entry of a form entry. Only the chosen role's fields are sent; the other
 * role's are null, so a switched entry does not carry stale data (001 §2.3).
 */
function toBeneficiaryEntry(entry: OwnerEntry): BeneficiaryEntry {
  const personal = entry.contactRoleType === 'PERSONAL';
  return {
    id: entry.id,
    mediaId: entry.mediaId,
    contactRoleType: entry.contactRoleType,
    gender: personal ? entry.gender : null,
    firstName: personal ? orNull(entry.firstName) : null,
    lastName: personal ? orNull(entry.lastName) : null,
    birthday: personal ? orNull(entry.birthday) : null,
    identType: personal ? orNull(entry.identType) : null,
    identNo: personal ? orNull(entry.identNo) : null,
    certificateIssuingPlaceCode: orNull(entry.certificateIssuingPlaceCode),
    name: personal ? null : orNull(entry.name),
    companyIdentType: personal ? null : orNull(entry.companyIdentType),
    companyIdentCode: personal ? null : orNull(entry.companyIdentCode),
    managerPerson: entry.managerPerson,
  };
}

/** Form entries from the seven-step wizard's beneficial owners (listBeneficiaryByEnterpriseId). */
export function toOwnerEntries(wire: readonly (BeneficialOwner | BeneficiaryEntry)[] | null | undefined, newMediaId: NewMediaId): OwnerEntry[] {
  return (wire ?? []).map((owner) => toOwner(owner, newMediaId));
}

/** The seven-step wizard's beneficial owners (updateBeneficiary / handleAfterUpdateBeneficiaryInPortal). */
export function toBeneficialOwners(entries: readonly OwnerEntry<FileStatus>[], enterpriseId: string): BeneficialOwner[] {
  return entries.map((entry) => ({ ...entry.rest, ...toBeneficiaryEntry(entry), enterpriseId }));
}

// ---- e-KYC bundle ------------------------------------------------------------------

/** Whether the enterprise's contact is a legal person (mainland, location TERRITORY) or a director (001 §2.2, §6). */
export const personKindOf = (location: string | null | undefined): PersonKind => (location === MAINLAND_LOCATION ? 'legal' : 'director');

export interface ContactBundleValues {
  /** The legal person or director (zero or one entry). */
  people: PersonEntry[];
  beneficiaries: OwnerEntry[];
  shareholders: OwnerEntry[];
}

/** The e-KYC identity information (getEnterpriseContact) as form values; `legal` or `director` by location. */
export function fromContactBundle(bundle: EnterpriseContactBundle | null | undefined, location: string | null | undefined, newMediaId: NewMediaId): ContactBundleValues {
  const contact = personKindOf(location) === 'legal' ? bundle?.legal : bundle?.director;
  return {
    people: contact ? [toPerson(contact, newMediaId)] : [],
    beneficiaries: toOwnerEntries(bundle?.beneficiaryList, newMediaId),
    shareholders: toOwnerEntries(bundle?.stockholderList, newMediaId),
  };
}

/** The e-KYC save body (saveEnterpriseContact, stagedEnterpriseContact): `legal` for TERRITORY, otherwise `director`. */
export function toContactBundle(values: ContactBundleValues, enterpriseId: string, location: string | null | undefined): EnterpriseContactBundle {
  const kind = personKindOf(location);
  const first = values.people[0];
  const contact = first ? toIdentityContact(first, kind) : null;
  return {
    enterpriseId,
    legal: kind === 'legal' ? contact : null,
    director: kind === 'director' ? contact : null,
    beneficiaryList: values.beneficiaries.map(toBeneficiaryEntry),
    stockholderList: values.shareholders.map(toBeneficiaryEntry),
  };
}
