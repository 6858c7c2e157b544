import { clearDatabase } from '../db';
import { seedBranding } from './branding';
import { seedDictionaries } from './dictionaries';

/**
 * The demo data set: every host (browser, Node tests, node:http) starts from it. Each
 * entity seeds itself in its own file; add the new seeder here.
 */
export function seed(): void {
  seedBranding();
  seedDictionaries();
}

/** Empties the database and seeds it again. */
export function reset(): void {
  clearDatabase();
  seed();
}
