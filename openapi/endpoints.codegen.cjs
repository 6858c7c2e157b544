/**
 * `npm run gen:api` (after schema.gen.ts): @rtk-query/codegen-openapi writes the RTK Query
 * endpoints of the operations below from openapi.yaml into src/shared/api/endpoints.gen.ts
 * (committed; tests/unit/openapi.test.ts fails while it is stale). A path, its method, its
 * parameters and its types are written once, in the document; the slices add only what the
 * portal decides (tags, the envelope's `data`, transforms, error handling) with
 * `enhanceEndpoints` (README "Adding a server call").
 */

/**
 * The operations whose endpoints are generated: every operation the portal calls. A slice does
 * not write an endpoint of its own for one of them (RTK Query keeps the first endpoint injected
 * under a name); where the portal's argument is not the document's, it uses withOwnRequests.
 */
const GENERATED = [
  // pages/shell: the IDD market-close countdown (000 §7)
  'getRemainingCloseTime',
  // entities/country: reference lists (000 §3, 001 §3)
  'listPhoneAreaCodes',
  'listCountries',
  // pages/login: the login page's branding (000 §4)
  'getWebsiteConfiguration',
  // entities/dictionary (000 §3)
  'getDictionaries',
  // entities/session: the platform agreement (000 §2, §7) and the user's account (000 §3, 001 §8)
  'getPlatformAgreementToSign',
  'signPlatformAgreement',
  'validateUserAssociation',
  'editManageUser',
  // entities/product: the product centre (000 §7)
  'listProductCentre',
  'validateProductKyc',
  // pages/shell: the top notice (000 §1, §7)
  'whetherShowNotice',
  'closeNotice',
  // entities/menu: the server-driven menu and the menu permission check (000 §3, §6, §7; 001 §6)
  'getEnterpriseMenu',
  'isEnterprisePermitted',
  'showsCommonMenu',
  // entities/pre-approval: what the portal reads of an enterprise's pre-approval (001 §2.5, §2.6)
  'getTokenByEnterpriseId',
  'getCorpInfo',
  'pageAuthorizedStores',
  // pages/login: registration (000 §7 "Registration")
  'getEnrollPublicKey',
  'sendEnrollCode',
  'enroll',
  // entities/kyc-enterprise: company KYC steps 1 and 2 (001 §2.1); save keeps, advance checks the required fields and moves on
  'getKycEnterprise',
  'saveKycEnterprise',
  'advanceKycEnterprise',
  'getKycManager',
  'saveKycManager',
  'advanceKycManager',
  // entities/kyc-enterprise: company KYC steps 3 and 4 (001 §2.1, §2.3)
  'getLegalPersons',
  'saveLegalPersons',
  'advanceLegalPersons',
  'getBeneficialOwners',
  'saveBeneficialOwners',
  'advanceBeneficialOwners',
  // pages/company-kyc: step 5, the bank accounts and the bank look-ups (001 §2.1, §7)
  'getBankAccounts',
  'saveBankAccounts',
  'advanceBankAccounts',
  'getBankDictionary',
  'getBankBranches',
  'lookUpSwift',
  // entities/enterprise: enterprise choice and routing (000 §7)
  'getEnterprisesByType',
  'setOrganisation',
  'listEnterpriseProducts',
  'getProductRedirect',
  // entities/contract: the service contracts (000 §4, §7 "Contracts")
  'getDigipoServiceContract',
  'getPlatformServiceContract',
  'getCfcaContract',
  'signDigipoContract',
  'signContract',
  // pages/export-drawback-kyc: the export-drawback onboarding (000 §2, §4, §7)
  'checkEnterpriseInfo',
  'getEnterpriseManager',
  'getDrawbackRecord',
  'updateExportManager',
  'downloadAuthLetter',
  'applyDrawback',
  // entities/kyc-enterprise: the KYC file wizard, second generation (001 §2.2)
  'getKycFileEnterprise',
  'saveKycFileEnterprise',
  'getKycFileManager',
  'saveKycFileManager',
  'stageKycFileManager',
  'getKycFileContacts',
  'saveKycFileContacts',
  'stageKycFileContacts',
  'submitOpenAccount',
  'saveTransactionPassword',
  'downloadExportAgreement',
  // entities/session: signing in, the passwords, the OTP and the current user (000 §4, §7 "Sign-in and
  // account"); checkLogin is asked at the single-sign-on host the user came from (withOwnRequests)
  'checkLogin',
  'getLoginPublicKey',
  'doLogin',
  'getLegacyPublicKey',
  'legacyLogon',
  'legacyInitPassword',
  'initPassword',
  'resetPassword',
  'forgotPassword',
  'sendForgotPasswordCode',
  'logout',
  'isOtpRequired',
  'sendOtp',
  'checkOtp',
  'getCurrentUser',
  // pages/shell: the notifications and the downloads (001 §2.8, §3, §4); their paged lists read
  // the pages of queryNotificationPage and getDownloadTaskPage
  'getNotificationCount',
  'queryNotificationPage',
  'updateHandleStatus',
  'getPushlistUndeal',
  'getDownloadTaskPage',
  'listMediaTreePackages',
  'markDownloaded',
  'downloadTaskFile',
  // entities/media-file: the stored files of an area (001 §7 "Signing and files"); the uploads' multipart bodies are built by multipartRequest
  'listMediaFiles',
  'uploadMediaFile',
  'uploadMediaFileWithOcr',
  'deleteMediaFile',
  'renameMediaFile',
  'deleteMediaFilesOfArea',
  'openMediaFile',
  // pages/company-kyc: step 6, the authorisation contract, the signed copy and the submission (001 §2.1, §4)
  'getAuthContract',
  'createContractFile',
  'downloadContractFile',
  'uploadSignedFile',
  'claimAndCompleteTask',
  // pages/pre-approval: the company details, the settlement files, the store authorisation (001 §2.5, §2.6, §7)
  'queryEnumList',
  'updateCorpInfo',
  'getWebsiteUrl',
  'batchUpload',
  'bindEnterpriseAccess',
  'queryAccessStatus',
  'listMarketplaceRegion',
];

/** POST operations the portal reads as queries (cached, refetched, tagged); every other POST is a mutation, every other GET a query. */
const POST_QUERIES = ['getRemainingCloseTime', 'listCountries', 'getWebsiteConfiguration', 'getDictionaries', 'whetherShowNotice',
  'getEnterpriseMenu', 'isEnterprisePermitted', 'showsCommonMenu', 'getCorpInfo', 'pageAuthorizedStores',
  'getEnterprisesByType', 'getBankDictionary', 'getBankBranches', 'lookUpSwift',
  'getPlatformServiceContract', 'getCfcaContract', 'getKycFileEnterprise', 'getKycFileManager', 'getCurrentUser',
  'getNotificationCount', 'queryNotificationPage', 'getPushlistUndeal', 'getDownloadTaskPage', 'listMediaTreePackages',
  'listMediaFiles', 'queryEnumList', 'getWebsiteUrl', 'queryAccessStatus', 'listMarketplaceRegion'];

/** GET operations the portal calls as actions (on a click, never cached): mutations. */
const GET_MUTATIONS = ['setOrganisation', 'getProductRedirect', 'sendForgotPasswordCode', 'downloadTaskFile', 'openMediaFile'];

module.exports = {
  // Relative to this folder (the CLI runs here).
  schemaFile: './openapi.yaml',
  apiFile: '../src/shared/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: '../src/shared/api/endpoints.gen.ts',
  exportName: 'generatedApi',
  filterEndpoints: GENERATED,
  endpointOverrides: [
    { pattern: POST_QUERIES, type: 'query' },
    { pattern: GET_MUTATIONS, type: 'mutation' },
  ],
  // A call with only a body or one parameter takes it itself: checkOtp(code), createContractFile(id).
  flattenArg: true,
  // The slices export the hooks of their enhanced endpoints, typed with their transforms.
  hooks: false,
  // Tags are the portal's decision, made in the slices.
  tag: false,
};
