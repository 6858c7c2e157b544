import type { components } from '@/shared/api';
import { fieldFailure, type FieldRuleKey } from '../lib/errors';
import { isEmail, textOf } from '../lib/rules';

/*
 * The server's checks of the company KYC wizard's "next" calls (001 §5, §9), written here
 * independently of the portal's form rules so a mistake in either shows up against the
 * other. Each check throws the first missing or invalid field as a 30013 failure whose
 * message names it in the request's language (mocks/messages).
 */

type Schemas = components['schemas'];
export type EnterpriseKyc = Schemas['EnterpriseKyc'];
export type Manager = Schemas['Manager'];
export type LegalPerson = Schemas['LegalPerson'];
export type BeneficialOwner = Schemas['BeneficialOwner'];

/** 001 §9: beneficial owners at most 4. */
export const OWNER_LIMIT = 4;
/** 001 §9: shareholders at most 50. */
const STOCKHOLDER_LIMIT = 50;
/** 001 §5: no date of birth later than 10 days before today. */
const BIRTHDAY_MARGIN_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const LIMITS = {
  address: 180,
  companyNameCn: 200,
  companyNameEn: 140,
  registrationCodeOther: 50,
  name: 50,
  /** ID number: 20 for a legal person or director, 50 for the others (001 §5). */
  idNumberLegal: 20,
  idNumberOther: 50,
  ownerCompanyName: 250,
  phone: 20,
  email: 255,
} as const;

const length = (text: string) => [...text].length;

function need(value: unknown, key: FieldRuleKey): string {
  const text = textOf(value);
  if (!text) throw fieldFailure(key);
  return text;
}

function atMost(text: string, max: number, key: FieldRuleKey): void {
  if (length(text) > max) throw fieldFailure(key);
}

/** Positions of a person: `position`, else `job` (older forms send one comma-separated string). */
export function positionsOf(person: { position?: string[] | null; job?: string | string[] | null }): string[] {
  const raw = person.position?.length ? person.position : person.job;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((entry) => entry.trim()).filter(Boolean);
}

/** Step 1, company basics (001 §5): the required fields in form order, then their formats. */
export function checkEnterprise(enterprise: EnterpriseKyc): void {
  const registeredCountry = need(enterprise.registeredAreaCode, 'kycRegisteredCountryRequired');
  atMost(need(enterprise.registeredDetail, 'kycRegisteredAddressRequired'), LIMITS.address, 'kycAddressTooLong');
  need(enterprise.manageCountryCode, 'kycOperatingCountryRequired');
  atMost(need(enterprise.manageDetail, 'kycOperatingAddressRequired'), LIMITS.address, 'kycAddressTooLong');
  atMost(need(enterprise.companyNameCn, 'kycCompanyNameCnRequired'), LIMITS.companyNameCn, 'kycCompanyNameCnTooLong');
  const nameEn = need(enterprise.companyName, 'kycCompanyNameEnRequired');
  // At least 4 characters: letters, digits, space and - / ? : ( ) . , + (companyNameEnTip).
  if (length(nameEn) < 4 || length(nameEn) > LIMITS.companyNameEn || !/^[A-Za-z0-9 \-/?:().,+]+$/.test(nameEn)) {
    throw fieldFailure('kycCompanyNameEnFormat');
  }
  const code = need(enterprise.companyIdentCode, 'kycRegistrationCodeRequired');
  if (!isRegistrationCode(code, registeredCountry)) throw fieldFailure('kycRegistrationCodeFormat');
  need(enterprise.companyIdentStartTime, 'kycStartDateRequired');
  if (enterprise.expirationPerennial !== 'Y') need(enterprise.companyIdentExpirationTime, 'kycEndDateRequired');
  need(enterprise.certIssueCode, 'kycCertIssuePlaceRequired');
}

/** Registration code (001 §5): letters, digits and - / ? : ( ) . , ' + space; CHN exactly 18, HKG at least 8, else up to 50. */
function isRegistrationCode(code: string, country: string): boolean {
  if (!/^[A-Za-z0-9 \-/?:().,'+]+$/.test(code)) return false;
  if (country === 'CHN') return length(code) === 18;
  if (country === 'HKG') return length(code) >= 8 && length(code) <= LIMITS.registrationCodeOther;
  return length(code) <= LIMITS.registrationCodeOther;
}

type Person = Pick<Manager, 'certificateIssuingPlaceCode' | 'identType' | 'identNo' | 'lastName' | 'firstName' | 'email' | 'phone' | 'phoneAreaCode'>;

/**
 * The identity fields a manager, legal person or director needs (001 §5 "Manager and
 * identity form"): issuing place, document type, ID number, family and first name, e-mail
 * (format), phone area code; the phone, when given, digits only.
 */
function checkPerson(person: Person, idNumberMax: number): void {
  need(person.certificateIssuingPlaceCode, 'kycIdIssuingPlaceRequired');
  need(person.identType, 'kycIdTypeRequired');
  atMost(need(person.identNo, 'kycIdNumberRequired'), idNumberMax, 'kycIdNumberTooLong');
  atMost(need(person.lastName, 'kycFamilyNameRequired'), LIMITS.name, 'kycNameTooLong');
  atMost(need(person.firstName, 'kycFirstNameRequired'), LIMITS.name, 'kycNameTooLong');
  const email = need(person.email, 'emailRequired');
  if (!isEmail(email, LIMITS.email)) throw fieldFailure('emailFormat');
  need(person.phoneAreaCode, 'areaCodeRequired');
  const phone = textOf(person.phone);
  if (phone && !new RegExp(`^\\d{1,${LIMITS.phone}}$`).test(phone)) throw fieldFailure('phoneFormat');
}

/** Step 2, the authorised person: at least one position, then the identity fields. */
export function checkManager(manager: Manager): void {
  if (positionsOf(manager).length === 0) throw fieldFailure('kycPositionRequired');
  checkPerson(manager, LIMITS.idNumberOther);
}

/**
 * Step 3: at least one legal person (mainland) or director (otherwise), counting the
 * authorised person when they hold the role; each other entry with its identity fields.
 */
export function checkLegals(entries: LegalPerson[], mainland: boolean, managerHoldsRole: boolean): void {
  if (entries.length === 0 && !managerHoldsRole) throw fieldFailure(mainland ? 'kycLegalPersonRequired' : 'kycDirectorRequired');
  for (const entry of entries) checkPerson(entry, LIMITS.idNumberLegal);
}

/** The latest date of birth allowed on `nowMs`: 10 days before today (yyyy-MM-dd). */
export function latestBirthday(nowMs: number): string {
  return new Date(nowMs - BIRTHDAY_MARGIN_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Step 4 (001 §5, §9): one to 4 beneficial owners; PERSONAL needs issuing place, document
 * type, ID number, family and first name, gender and a date of birth at least 10 days
 * back; COMPANY needs the enterprise name, company ID type, company code and issuing place.
 */
export function checkOwners(owners: BeneficialOwner[], nowMs: number): void {
  if (owners.length === 0) throw fieldFailure('kycOwnerRequired');
  if (owners.length > OWNER_LIMIT) throw fieldFailure('kycOwnerLimit');
  for (const owner of owners) checkOwnerEntry(owner, nowMs, 'owner');
}

/**
 * The second-generation wizard's shareholders (001 §2.3, §5, §9): none to 50, each entry
 * with the fields a beneficial owner of its kind needs.
 */
export function checkStockholders(stockholders: BeneficialOwner[], nowMs: number): void {
  if (stockholders.length > STOCKHOLDER_LIMIT) throw fieldFailure('kycStockholderLimit');
  for (const stockholder of stockholders) checkOwnerEntry(stockholder, nowMs, 'stockholder');
}

/** The messages that name who the entry is: shareholders have the beneficial owners' fields (001 §2.3). */
const ENTRY_MESSAGES = {
  owner: {
    role: 'kycOwnerRoleRequired',
    companyName: 'kycOwnerCompanyNameRequired',
    companyIdType: 'kycOwnerCompanyIdTypeRequired',
    companyCode: 'kycOwnerCompanyCodeRequired',
  },
  stockholder: {
    role: 'kycStockholderRoleRequired',
    companyName: 'kycStockholderCompanyNameRequired',
    companyIdType: 'kycStockholderCompanyIdTypeRequired',
    companyCode: 'kycStockholderCompanyCodeRequired',
  },
} as const;

/** One beneficial owner or shareholder entry (001 §5), by its kind (COMPANY or PERSONAL). */
function checkOwnerEntry(owner: BeneficialOwner, nowMs: number, entry: keyof typeof ENTRY_MESSAGES): void {
  const messages = ENTRY_MESSAGES[entry];
  if (owner.contactRoleType === 'COMPANY') {
    atMost(need(owner.name, messages.companyName), LIMITS.ownerCompanyName, 'kycOwnerCompanyNameTooLong');
    need(owner.companyIdentType, messages.companyIdType);
    need(owner.companyIdentCode, messages.companyCode);
    need(owner.certificateIssuingPlaceCode, 'kycIdIssuingPlaceRequired');
  } else if (owner.contactRoleType === 'PERSONAL') {
    need(owner.certificateIssuingPlaceCode, 'kycIdIssuingPlaceRequired');
    need(owner.identType, 'kycIdTypeRequired');
    atMost(need(owner.identNo, 'kycIdNumberRequired'), LIMITS.idNumberOther, 'kycIdNumberTooLong');
    atMost(need(owner.lastName, 'kycFamilyNameRequired'), LIMITS.name, 'kycNameTooLong');
    atMost(need(owner.firstName, 'kycFirstNameRequired'), LIMITS.name, 'kycNameTooLong');
    need(owner.gender, 'kycGenderRequired');
    const birthday = need(owner.birthday, 'kycBirthdayRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) throw fieldFailure('kycBirthdayRequired');
    if (birthday > latestBirthday(nowMs)) throw fieldFailure('kycBirthdayTooLate');
  } else {
    throw fieldFailure(messages.role);
  }
}
