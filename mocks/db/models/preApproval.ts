import { nullable, primaryKey } from '@mswjs/data';

/** The platforms of an authorised store (001 §3 "Table row"). */
export const STORE_PLATFORMS = { amazon: 'Amazon SC', jdvc: 'JD VC', Others: 'Others' } as const;

/** A store's settlement document type when nothing else is said (001 §3). */
export const DEFAULT_DOC_TYPE = 'settlement_offline';

/** authStatus of an authorisation session (001 §4): '2' authorised; '1' the mock's "still waiting". */
export const AUTH_WAITING = '1';
export const AUTH_DONE = '2';

/**
 * The pre-approval data (001 §2.5, §2.6, §3, §4), per enterprise: its authorised stores with
 * their settlement files, the authorisation sessions the dialog polls, the company details of
 * the three-step variant and the big-data token; plus the reference data every enterprise
 * shares: the two enumerations, the global marketplace's marketplaces and configured urls.
 */
export const preApprovalModels = {
  preApprovalStore: {
    id: primaryKey(String),
    enterpriseId: String,
    /** 'Amazon SC', 'JD VC' or 'Others' (STORE_PLATFORMS). */
    platform: String,
    /** The seller id. */
    storeName: String,
    /** The marketplace code ('' for a platform without marketplaces). */
    area: String,
    clientName: String,
    programName: String,
    docType: String,
    /** The uploaded settlement files' names, as JSON text of a string array. */
    fileNames: String,
    /** The requestIds of the uploads taken, as JSON text of a string array (a repeated one adds nothing). */
    requestIds: String,
    status: String,
    /** Order of the table (oldest first). */
    createdAt: Number,
  },
  /** One authorisation the dialog waits for: bindEnterpriseAccess opens it, queryAccessStatus polls it. */
  accessSession: {
    /** The sceneState. */
    id: primaryKey(String),
    enterpriseId: String,
    /** amazon or jdvc. */
    type: String,
    marketplace: String,
    /** How many times queryAccessStatus has asked. */
    polls: Number,
    /** The store it added once authorised; null while waiting. */
    storeId: nullable(String),
  },
  /** Monthly sales and business scope of the three-step variant (001 §3 "Pre-approval company"). */
  corpInfo: {
    /** The enterprise id. */
    id: primaryKey(String),
    monthlySales: nullable(String),
    businessScope: nullable(String),
  },
  /** Items of kj-tools' enumerations (MonthlySalesEnum, BusinessScopeEnum). */
  enumItem: {
    id: primaryKey(String),
    enumType: String,
    code: String,
    /** The Chinese label. */
    name: String,
    nameEn: String,
    value: String,
    orderNo: Number,
  },
  /** A marketplace of the global marketplace, with its region (listMarketplaceRegion). */
  marketplace: {
    /** The marketplace code. */
    code: primaryKey(String),
    regionCn: String,
    regionEn: String,
    regionOrder: Number,
    marketplaceCn: String,
    marketplaceEn: String,
    fileLink: String,
    orderNo: Number,
    /** An authorisation for it never completes (the dialog's 60 s timeout can be shown). */
    neverCompletes: Boolean,
  },
  /** getWebsiteUrl: a configured url per key. */
  websiteUrl: {
    key: primaryKey(String),
    url: String,
  },
  /** getTokenByEnterpriseId: one token per enterprise, made on first ask. */
  bigDataToken: {
    /** The enterprise id. */
    id: primaryKey(String),
    token: String,
  },
};
