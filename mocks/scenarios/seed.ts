import { clearDatabase, databaseWrittenSinceMark, markDatabaseUnchanged } from '../db';
import { resetMockClock } from '../lib/clock';
import { seedAccounts } from './accounts';
import { seedBranding } from './branding';
import { seedContracts } from './contracts';
import { seedDictionaries } from './dictionaries';
import { seedEnterprises } from './enterprises';
import { seedMenus } from './menus';
import { seedPhoneAreaCodes } from './phoneAreaCodes';
import { seedProducts } from './products';
import { seedNotifications } from './notifications';
import { seedDownloads } from './downloads';
import { seedShell } from './shell';
// bank accounts (001 §2.4)
import { seedBanks } from './banks';
// company KYC wizard (001 §2.1)
import { seedKyc } from './kyc';
// pre-approval (001 §2.5, §2.6)
import { seedPreApproval } from './preApproval';

/**
 * The demo data set: every host (browser, Node tests, node:http) starts from it. Each
 * entity seeds itself in its own file; add the new seeder here. The RSA key pair is not
 * seeded: it is made on first use (lib/crypto/rsa.ts).
 */
function seed(): void {
  seedBranding();
  seedDictionaries();
  seedAccounts();
  seedEnterprises();
  seedMenus();
  seedProducts();
  seedContracts();
  seedPhoneAreaCodes();
  seedNotifications();
  seedDownloads();
  seedShell();
  // bank accounts (001 §2.4)
  seedBanks();
  // company KYC wizard (001 §2.1)
  seedKyc();
  // pre-approval (001 §2.5, §2.6)
  seedPreApproval();
}

/** Empties the database, puts the clock back and seeds the demo data again. */
export function reset(): void {
  clearDatabase();
  resetMockClock();
  seed();
  markDatabaseUnchanged();
}

/** `reset()`, without reseeding a database nothing has written to since the last one. */
export function resetIfWritten(): void {
  if (databaseWrittenSinceMark()) reset();
  else resetMockClock();
}
