import { drop, factory } from '@mswjs/data';
// Not re-exported by the package's index; the factory's own key for its database (events).
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { accountModels } from './models/account';
import { contractModels } from './models/contract';
import { countryModels } from './models/country';
import { dictionaryModels } from './models/dictionary';
import { enterpriseModels } from './models/enterprise';
import { mailboxModels } from './models/mailbox';
import { menuModels } from './models/menu';
import { productModels } from './models/product';
import { rsaKeyModels } from './models/rsaKey';
import { sessionModels } from './models/session';
import { websiteSettingModels } from './models/websiteSetting';
import { notificationModels } from './models/notification';
import { downloadModels } from './models/download';
import { shellModels } from './models/shell';
import { faultModels } from './models/fault';
// uploaded files (001 §3 "Uploaded file", §7 kj-media)
import { mediaModels } from './models/media';
// bank accounts (001 §2.4)
import { bankModels } from './models/bank';
// company KYC, steps 1-4 (001 §2.1, §3)
import { kycModels } from './models/kyc';
// export-drawback applications (000 §3 drawbackFrom)
import { drawbackModels } from './models/drawback';
// pre-approval: stores, authorisation sessions, company details, reference data (001 §2.5, §2.6, §3)
import { preApprovalModels } from './models/preApproval';

/**
 * The mock backend's one in-memory database (DESIGN §5). Each entity defines its
 * models in `models/<entity>.ts` and is spread in here.
 *
 * Keep models flat (scalars, arrays of scalars, JSON text; refer to other rows by id
 * instead of oneOf/manyOf): `snapshot()`/`restore()` copy rows as plain JSON, which is
 * how the browser keeps the database across reloads.
 */
const models = {
  ...websiteSettingModels,
  ...dictionaryModels,
  ...accountModels,
  ...enterpriseModels,
  ...menuModels,
  ...productModels,
  ...contractModels,
  ...countryModels,
  ...sessionModels,
  ...mailboxModels,
  ...rsaKeyModels,
  ...notificationModels,
  ...downloadModels,
  ...shellModels,
  ...faultModels,
  // uploaded files (001 §3 "Uploaded file", §7 kj-media)
  ...mediaModels,
  // bank accounts (001 §2.4)
  ...bankModels,
  // company KYC, steps 1-4 (001 §2.1, §3)
  ...kycModels,
  // export-drawback applications (000 §3 drawbackFrom)
  ...drawbackModels,
  // pre-approval: stores, authorisation sessions, company details, reference data (001 §2.5, §2.6, §3)
  ...preApprovalModels,
};

/**
 * One database per tab: @mswjs/data mirrors every write to the other tabs of the origin over
 * a BroadcastChannel when it sees a window. A new tab (the terms link from the drawback's
 * step 3) seeds its own demo data, and the mirrored seed reset the first tab's session: its
 * next call answered "session expired". The factory only looks for the channel while it runs.
 * (In the unit tests, happy-dom's window made each worker mirror every write to nobody.)
 */
function withoutCrossTabSync<T>(make: () => T): T {
  const channel = globalThis.BroadcastChannel;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    return make();
  } finally {
    if (channel) globalThis.BroadcastChannel = channel;
  }
}

export const db = withoutCrossTabSync(() => factory(models));

type ModelName = keyof typeof models;
const modelNames = Object.keys(models) as ModelName[];

/** All rows of every model, as plain JSON-safe objects. */
export type DbSnapshot = Partial<Record<ModelName, Record<string, unknown>[]>>;

export function snapshot(): DbSnapshot {
  const result: DbSnapshot = {};
  for (const name of modelNames) {
    // JSON round trip drops @mswjs/data's internal symbol properties.
    result[name] = JSON.parse(JSON.stringify(db[name].getAll())) as Record<string, unknown>[];
  }
  return result;
}

/** Replaces the whole database with a snapshot; models missing from it stay empty. */
export function restore(data: DbSnapshot): void {
  clearDatabase();
  for (const name of modelNames) {
    const model = db[name] as unknown as { create(row: Record<string, unknown>): unknown };
    for (const row of data[name] ?? []) model.create(row);
  }
}

export function clearDatabase(): void {
  drop(db);
}

/**
 * Whether any row was created, updated or deleted since `markDatabaseUnchanged()`. The unit
 * tests' per-test reset (tests/setup/msw.ts) skips the reseeding (about 20 ms) after a test
 * that wrote nothing. Handlers change rows only through the model API, which reports here.
 */
let writtenSinceMark = true;
for (const event of ['create', 'update', 'delete'] as const) {
  db[DATABASE_INSTANCE].events.on(event, () => {
    writtenSinceMark = true;
  });
}

export function databaseWrittenSinceMark(): boolean {
  return writtenSinceMark;
}

export function markDatabaseUnchanged(): void {
  writtenSinceMark = false;
}
