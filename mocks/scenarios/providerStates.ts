import { clearDatabase } from '../db';
import { seedBranding } from './branding';
import { seedDictionaries } from './dictionaries';
import { reset } from './seed';

/**
 * Pact provider states (the `given(...)` of tests/contract), each setting the mock
 * database to exactly what the state names. A new interaction with a new state needs an
 * entry here; tests/contract/verify.ts refuses pact files with a state missing here.
 */
export const providerStates: Record<string, () => void> = {
  // Interactions without a state run against the demo data.
  '': reset,
  'website branding is configured': () => {
    clearDatabase();
    seedBranding();
  },
  'dictionaries exist': () => {
    clearDatabase();
    seedDictionaries();
  },
};
