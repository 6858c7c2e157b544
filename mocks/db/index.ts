import { drop, factory } from '@mswjs/data';
// Not re-exported by the package's index; the factory's own key for its database (events).
import { DATABASE_INSTANCE, PRIMARY_KEY } from '@mswjs/data/lib/glossary';
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
 * The rows as seeded, kept to put back (`keepAsSeeded`, `restoreSeeded`). Seeding makes every
 * row through the model API, which checks and copies each value: 20–60 ms, paid at every
 * reset, and the unit tests reset after each test that writes, the provider states before
 * each interaction (10 CPU-s of the unit step on the 2-core machine). Putting back copies of
 * the seeded rows takes 1.5 ms for every model, under 0.1 ms for the one a test wrote.
 */
const store = db[DATABASE_INSTANCE];
type Row = ReturnType<typeof store.listEntities>[number];
let seededRows: Map<ModelName, Row[]> | null = null;
/** The models a row was created, updated or deleted in since the seed was kept or put back. */
const written = new Set<ModelName>();
for (const event of ['create', 'update', 'delete'] as const) {
  // (database id, model name, ...what changed)
  store.events.on(event, (...change) => {
    written.add(change[1] as ModelName);
  });
}

/**
 * A copy a handler may change: models are flat (see `models`), so copying the row and its
 * arrays of scalars is enough; the copy keeps the row's own symbol keys (its model, its key).
 */
function copyRow(row: Row): Row {
  const copy: Record<PropertyKey, unknown> = { ...row };
  for (const key of Object.keys(copy)) if (Array.isArray(copy[key])) copy[key] = [...copy[key]];
  return copy as Row;
}

/** Keeps copies of every row as they are now, just seeded. */
export function keepAsSeeded(): void {
  seededRows = new Map(modelNames.map((name) => [name, store.listEntities(name).map(copyRow)]));
  written.clear();
}

/**
 * Puts back the seeded rows of the models written since they were kept or last put back;
 * false, changing nothing, when none are kept yet.
 */
export function restoreSeeded(): boolean {
  if (!seededRows) return false;
  for (const name of written) {
    const rows = store.getModel(name);
    rows.clear();
    for (const row of seededRows.get(name) ?? []) rows.set(row[row[PRIMARY_KEY]], copyRow(row));
  }
  written.clear();
  return true;
}
