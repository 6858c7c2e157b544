// The identity-information form (001 §2.3): legal person or director entries, beneficial
// owners and shareholders, their rules and their wire mapping (DESIGN §11); and the
// manager (authorised person) form of 001 §2.2 step 2, which shares its positions and
// options, for the company KYC wizard and the KYC file wizard.
export { PersonEntries } from './ui/PersonEntries';
export { OwnerEntries } from './ui/OwnerEntries';
export {
  missingOwnerFields,
  missingPersonFields,
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
} from './lib/mapping';
export { useStoredEntryFiles } from './model/useStoredEntryFiles';
export { useManagerForm } from './ui/useManagerForm';
export { managerMissing } from './lib/managerRules';
export { toManagerValues } from './lib/managerMapping';
export { useStoredManagerFiles } from './model/useStoredManagerFiles';
export type {
  OwnerFormValues,
  PersonFormValues,
} from './model/types';
