import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** The portal's name in every pact file: pacts/kj-portal-web-<provider>.json. */
export const CONSUMER = 'kj-portal-web';

export const PACT_DIR = resolve(process.cwd(), 'pacts');

/** Every committed pact file, with the provider it is for, in name order. */
export function pactFiles(): Array<{ provider: string; path: string }> {
  const prefix = `${CONSUMER}-`;
  return readdirSync(PACT_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort()
    .map((name) => ({ provider: name.slice(prefix.length, -'.json'.length), path: resolve(PACT_DIR, name) }));
}
