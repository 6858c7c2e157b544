/**
 * Writes mocks/scenarios/demoKeyPair.ts: the RSA key pair the mock backend serves in the
 * demo, the dev server and the tests. Generating a 1024-bit pair in JavaScript takes
 * 0.3–2 s, which every fresh browser context and test process used to pay; a fixed pair
 * made once costs nothing. It is demo data like the accounts: public, and never in the
 * production build (scripts/check-build.mjs). Run once and commit the output:
 *   npx tsx mocks/scripts/make-demo-key-pair.ts
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateKeyPair } from '../lib/crypto/rsa';

const OUTPUT = resolve(process.cwd(), 'mocks/scenarios/demoKeyPair.ts');

const pair = { ...generateKeyPair(), serialNo: 'RSADEMO00001' };

writeFileSync(
  OUTPUT,
  `import type { RsaKeyPair } from '../lib/crypto/rsa';

/**
 * The mock backend's RSA key pair (demo data, public: never used by a real deployment).
 * Made by mocks/scripts/make-demo-key-pair.ts; the browser encrypts passwords with its
 * public key and the mock decrypts them with the private one (README "Keys").
 */
export const DEMO_KEY_PAIR: RsaKeyPair = ${JSON.stringify(pair, null, 2)};
`,
);
console.log(`wrote ${OUTPUT} (${pair.serialNo})`);
