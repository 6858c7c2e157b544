import { storage } from '@/shared/lib/storage';

/*
 * The enterprise's location as step 1's save answered it (001 §2.2: "after saving, location
 * TERRITORY is kept in session storage"; step 3 reads it for its legal-person or director
 * wording). Per enterprise, so a company switch in the same tab never reads another's; a
 * logout clears session storage.
 */
const key = (enterpriseId: string) => `kycFileLocation:${enterpriseId}`;

export const keepLocation = (enterpriseId: string, location: string | null): void => {
  if (location) storage.set('session', key(enterpriseId), location);
  else storage.remove('session', key(enterpriseId));
};

export const keptLocation = (enterpriseId: string): string | null => storage.get<string>('session', key(enterpriseId));
