// The identity-information form (001 §2.3): legal person or director entries, beneficial
// owners and shareholders, their rules and their wire mapping (DESIGN §11); and the
// manager (authorised person) form of 001 §2.2 step 2, which shares its positions and
// options, for the company KYC wizard and the KYC file wizard.
export { PersonEntries, type PersonEntriesProps } from './ui/PersonEntries';
export { OwnerEntries, type OwnerEntriesProps } from './ui/OwnerEntries';
export {
  canAddOwner,
  canRemoveOwner,
  exclusivePositions,
  maxOwners,
  missingOwnerFields,
  missingPersonFields,
  offeredPositions,
  ownerChecks,
  personChecks,
  type CheckContext,
  type FieldCheck,
  type FieldLabel,
  type MissingField,
} from './lib/rules';
export {
  emptyOwner,
  emptyPerson,
  fromContactBundle,
  personKindOf,
  toBeneficialOwners,
  toContactBundle,
  toLegalPersons,
  toOwnerEntries,
  toPersonEntries,
  type ContactBundleValues,
  type NewMediaId,
} from './lib/mapping';
export { useStoredEntryFiles } from './model/useStoredEntryFiles';
export { ManagerFields, type ManagerFieldsProps } from './ui/ManagerFields';
export { useManagerForm } from './ui/useManagerForm';
export { managerMissing, managerUploadWarnings } from './lib/managerRules';
export { toManagerValues, toManagerWire } from './lib/managerMapping';
export { useStoredManagerFiles } from './model/useStoredManagerFiles';
export type { ManagerLike, ManagerMessage, ManagerValues } from './model/managerTypes';
export { useIdentityOptions, type Option as IdentityOption } from './ui/useIdentityOptions';
export { IDENTITY_ID_TYPES, IDENTITY_MAX_LENGTH, MAX_BENEFICIARIES, MAX_SHAREHOLDERS, POSITION_NONE } from './config/limits';
export type {
  FileStatus,
  OwnerEntry,
  OwnerFormValues,
  OwnerKind,
  OwnerRole,
  PersonEntry,
  PersonFormValues,
  PersonKind,
} from './model/types';
