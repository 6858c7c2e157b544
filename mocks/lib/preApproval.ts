import { db } from '../db';
import { AUTH_DONE, AUTH_WAITING, DEFAULT_DOC_TYPE, STORE_PLATFORMS } from '../db/models/preApproval';
import { now } from './clock';
import { fieldFailure } from './errors';
import { randomHex, randomString } from './random';
import { extensionOf, refuseBadNameOrEmpty, refuseMismatchedContent, type UploadedFile } from './uploadContent';

/*
 * The pre-approval server's rules (001 §2.5, §2.6, §4, §5): stores as the tables show them,
 * the authorisation sessions the dialog polls, settlement uploads and the company details.
 */

export type StoreRow = NonNullable<ReturnType<typeof db.preApprovalStore.findFirst>>;
type Platform = (typeof STORE_PLATFORMS)[keyof typeof STORE_PLATFORMS];

/** Settlement files (001 §5): csv, xlsx or xls, at most 10 MB each and 10 per store. */
const SETTLEMENT_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const;
const SETTLEMENT_MAX_BYTES = 10 * 1024 * 1024;
const SETTLEMENT_MAX_FILES = 10;

/** Polls an authorisation answers "waiting" before it completes (the third poll answers '2'). */
const WAITING_POLLS = 2;

/** The program every demo store's data is collected for (the field is not explained by 001). */
const DEMO_PROGRAM_NAME = 'KJ Pre-approval';

const list = (json: string): string[] => JSON.parse(json) as string[];

/** A seller id in the global marketplace's style: 13 or 14 upper-case letters and digits. */
const newSellerId = (prefix = 'A') => prefix + randomString(13, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

export interface NewStore {
  id?: string;
  platform: Platform;
  storeName: string;
  area: string;
  fileNames?: string[];
  createdAt?: number;
}

/** Adds an authorised store to an enterprise: clientName is the company's, docType settlement_offline. */
export function addStore(enterpriseId: string, store: NewStore): StoreRow {
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
  const count = db.preApprovalStore.count({ where: { enterpriseId: { equals: enterpriseId } } });
  return db.preApprovalStore.create({
    id: store.id ?? `${enterpriseId}S${String(count + 1).padStart(3, '0')}${randomHex(2)}`,
    enterpriseId,
    platform: store.platform,
    storeName: store.storeName,
    area: store.area,
    clientName: enterprise?.companyName ?? '',
    programName: DEMO_PROGRAM_NAME,
    docType: DEFAULT_DOC_TYPE,
    fileNames: JSON.stringify(store.fileNames ?? []),
    requestIds: '[]',
    status: 'AUTHORIZED',
    createdAt: store.createdAt ?? now() + count,
  });
}

/** The enterprise's stores, oldest first. */
export const storesOf = (enterpriseId: string): StoreRow[] =>
  db.preApprovalStore.findMany({ where: { enterpriseId: { equals: enterpriseId } } }).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

/** A store as the wire shows it (001 §3 "Table row"). */
export function presentStore(row: StoreRow) {
  return {
    id: row.id,
    platform: row.platform,
    storeName: row.storeName,
    area: row.area,
    clientName: row.clientName,
    programName: row.programName,
    docType: row.docType,
    fileList: list(row.fileNames).map((fileName) => ({ fileName })),
    status: row.status,
  };
}

/* ---- authorisation sessions (001 §4) ---- */

/** Opens an authorisation for amazon (a known marketplace) or jdvc; answers its sceneState. */
export function openAccessSession(enterpriseId: string, type: 'amazon' | 'jdvc', marketplace: string): string {
  if (type === 'amazon' && !db.marketplace.findFirst({ where: { code: { equals: marketplace } } })) throw fieldFailure('preApprovalMarketplaceUnknown');
  const id = `SCENE${randomHex(12).toUpperCase()}`;
  db.accessSession.create({ id, enterpriseId, type, marketplace: type === 'amazon' ? marketplace : '', polls: 0, storeId: null });
  return id;
}

/**
 * One poll of an authorisation: '1' for the first WAITING_POLLS polls, then '2', when the
 * store is added (once). A marketplace the seed marks as never completing stays '1'.
 */
export function pollAccessSession(enterpriseId: string, sceneState: string): string {
  const session = db.accessSession.findFirst({ where: { id: { equals: sceneState } } });
  if (!session || session.enterpriseId !== enterpriseId) throw fieldFailure('preApprovalSessionUnknown');
  const polls = session.polls + 1;
  const never = session.type === 'amazon' && db.marketplace.findFirst({ where: { code: { equals: session.marketplace } } })?.neverCompletes === true;
  let storeId = session.storeId;
  if (!never && polls > WAITING_POLLS && !storeId) {
    const store = session.type === 'amazon'
      ? addStore(enterpriseId, { platform: STORE_PLATFORMS.amazon, storeName: newSellerId(), area: session.marketplace })
      : addStore(enterpriseId, { platform: STORE_PLATFORMS.jdvc, storeName: `JDVC${randomString(8, '0123456789')}`, area: 'CN' });
    storeId = store.id;
  }
  db.accessSession.update({ where: { id: { equals: sceneState } }, data: { polls, storeId } });
  return storeId ? AUTH_DONE : AUTH_WAITING;
}

/** Others needs no authorisation: its store is added at once (001 §2.6 stage 2). */
export function addOthersStore(enterpriseId: string): StoreRow {
  return addStore(enterpriseId, { platform: STORE_PLATFORMS.Others, storeName: `OTHERS${randomString(8, '0123456789')}`, area: '' });
}

/* ---- settlement files (001 §2.6 stage 3, §5) ---- */

export interface SettlementBatch {
  sellerId: string;
  marketplace: string;
  requestId: string;
  files: UploadedFile[];
}

/**
 * Adds a batch to its store's fileList after checking it all (nothing is stored when one
 * check fails): a known store of the enterprise; each file's type, name, emptiness, size and
 * content (uploadContent.ts); 10 in all.
 */
export function appendSettlementFiles(enterpriseId: string, batch: SettlementBatch): StoreRow {
  const store = storesOf(enterpriseId).find((row) => row.storeName === batch.sellerId && row.area === batch.marketplace);
  if (!store) throw fieldFailure('preApprovalStoreUnknown');
  if (batch.files.length === 0) throw fieldFailure('settlementFileRequired');
  for (const file of batch.files) {
    if (!(SETTLEMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) throw fieldFailure('settlementFileType');
    refuseBadNameOrEmpty(file);
    if (file.size > SETTLEMENT_MAX_BYTES) throw fieldFailure('settlementFileSize');
    refuseMismatchedContent(file);
  }
  const requestIds = list(store.requestIds);
  if (requestIds.includes(batch.requestId)) return store;
  const fileNames = list(store.fileNames);
  if (fileNames.length + batch.files.length > SETTLEMENT_MAX_FILES) throw fieldFailure('settlementFileCount');
  return db.preApprovalStore.update({
    where: { id: { equals: store.id } },
    data: {
      fileNames: JSON.stringify([...fileNames, ...batch.files.map((file) => file.name)]),
      requestIds: JSON.stringify([...requestIds, batch.requestId]),
    },
  })!;
}

/* ---- company details (001 §2.5 step 1, §5) ---- */

/** The item of an enumeration with this code, if any. */
const enumCode = (enumType: string, code: string) =>
  db.enumItem.findFirst({ where: { enumType: { equals: enumType }, code: { equals: code } } });

export function presentCorpInfo(enterpriseId: string) {
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
  const saved = db.corpInfo.findFirst({ where: { id: { equals: enterpriseId } } });
  return {
    enterpriseId,
    companyNameCn: enterprise?.companyNameCn ?? null,
    monthlySales: saved?.monthlySales ?? null,
    businessScope: saved?.businessScope ?? null,
  };
}

/** Saves both values after checking them (001 §5: both required, codes of their enumerations). */
export function saveCorpInfo(enterpriseId: string, monthlySales: string, businessScope: string): void {
  if (!monthlySales) throw fieldFailure('preApprovalMonthlySalesRequired');
  if (!enumCode('MonthlySalesEnum', monthlySales)) throw fieldFailure('preApprovalMonthlySalesUnknown');
  if (!businessScope) throw fieldFailure('preApprovalBusinessScopeRequired');
  if (!enumCode('BusinessScopeEnum', businessScope)) throw fieldFailure('preApprovalBusinessScopeUnknown');
  const data = { monthlySales, businessScope };
  if (db.corpInfo.findFirst({ where: { id: { equals: enterpriseId } } })) db.corpInfo.update({ where: { id: { equals: enterpriseId } }, data });
  else db.corpInfo.create({ id: enterpriseId, ...data });
}

/** The enterprise's big-data token, made on first ask and kept (000 §7). */
export function tokenOf(enterpriseId: string): string {
  const row = db.bigDataToken.findFirst({ where: { id: { equals: enterpriseId } } });
  if (row) return row.token;
  return db.bigDataToken.create({ id: enterpriseId, token: `BD${enterpriseId}.${randomHex(16)}` }).token;
}
