import { clearDatabase, keepAsSeeded, restoreSeeded } from '../db';
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

/**
 * Puts the clock back and the demo data as seeded: the first time by seeding, then by putting
 * back the seeded rows of the models written since (db/index.ts), so the same rows, ids and
 * times come back at every reset.
 */
export function reset(): void {
  resetMockClock();
  if (restoreSeeded()) return;
  clearDatabase();
  seed();
  keepAsSeeded();
}
