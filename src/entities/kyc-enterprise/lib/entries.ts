import type { BeneficialOwner, LegalPerson } from '../api/kycContactApi';

export type OwnerRole = 'COMPANY' | 'PERSONAL';

/** An entry that is the authorised person's own: read-only here, edited in the manager step (001 §2.3). */
export const isManagerEntry = (entry: { managerPerson?: string | null }) => entry.managerPerson === 'Y';

/** An owner's role; an entry without one is a person (the form's default). */
export const ownerRoleOf = (owner: Pick<BeneficialOwner, 'contactRoleType'>): OwnerRole =>
  owner.contactRoleType === 'COMPANY' ? 'COMPANY' : 'PERSONAL';

/**
 * Splits a list read with containsManager=true into the authorised person's read-only
 * entries and the step's own, keeping the order of each.
 */
export function splitManagerEntries<T extends LegalPerson | BeneficialOwner>(entries: readonly T[]): { manager: T[]; own: T[] } {
  return { manager: entries.filter(isManagerEntry), own: entries.filter((entry) => !isManagerEntry(entry)) };
}
