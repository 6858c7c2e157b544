import type { components } from '@/shared/api';

export type LegalPerson = components['schemas']['LegalPerson'];
export type BeneficialOwner = components['schemas']['BeneficialOwner'];
export type IdentityContact = components['schemas']['IdentityContact'];
export type BeneficiaryEntry = components['schemas']['BeneficiaryEntry'];
export type EnterpriseContactBundle = components['schemas']['EnterpriseContactBundle'];

/** Legal person (mainland wording) or director (otherwise), 001 §2.3, §6. */
export type PersonKind = 'legal' | 'director';
/** Beneficial owner or shareholder (stockholder), 001 §2.3. */
export type OwnerKind = 'beneficiary' | 'shareholder';
/** The role switch of an owner entry (001 §2.3). */
export type OwnerRole = 'COMPANY' | 'PERSONAL';
type YesNo = 'Y' | 'N' | null;

/**
 * What the form needs of an upload list (shared/ui/upload's UploadItem): only the status
 * counts for the rules, so the pure functions accept any list of items with a status.
 */
export interface FileStatus {
  status: 'uploading' | 'done' | 'error';
}

/**
 * A legal person or director entry as the form holds it (001 §3 "Identity-info contact").
 * Text fields are strings ('' when empty) so inputs stay controlled; `front` and `back` are
 * the ID images, `undefined` while the stored files are unknown (the rules then do not
 * judge them). `rest` keeps the wire fields the form does not show, sent back unchanged.
 */
export interface PersonEntry<F extends FileStatus = FileStatus> {
  id: string | null;
  mediaId: string;
  managerPerson: YesNo;
  position: string[];
  certificateIssuingPlaceCode: string | null;
  certificateIssuingPlace: string | null;
  identType: string | null;
  identNo: string;
  lastName: string;
  firstName: string;
  email: string;
  phoneAreaCode: string | null;
  phone: string;
  /** Further director names (directors only, 001 §2.3). */
  directorNames: string[];
  front?: F[];
  back?: F[];
  rest: Pick<LegalPerson, 'enterpriseId' | 'name' | 'job' | 'equalsContact'>;
}

/** A beneficiary or shareholder entry as the form holds it (001 §3). */
export interface OwnerEntry<F extends FileStatus = FileStatus> {
  id: string | null;
  mediaId: string;
  managerPerson: YesNo;
  contactRoleType: OwnerRole;
  // PERSONAL
  certificateIssuingPlaceCode: string | null;
  identType: string | null;
  identNo: string;
  lastName: string;
  firstName: string;
  gender: 'MALE' | 'FEMALE' | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  // COMPANY
  name: string;
  companyIdentType: string | null;
  companyIdentCode: string;
  front?: F[];
  back?: F[];
  /** Company file (COMPANY entries). */
  companyFile?: F[];
  rest: Pick<BeneficialOwner, 'enterpriseId' | 'job' | 'email' | 'phone'>;
}

export interface PersonFormValues<F extends FileStatus = FileStatus> {
  people: PersonEntry<F>[];
}

export interface OwnerFormValues<F extends FileStatus = FileStatus> {
  owners: OwnerEntry<F>[];
}
