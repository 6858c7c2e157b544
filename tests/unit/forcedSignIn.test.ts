/// <reference types="@rspack/core/module" />
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockedResponses, server } from '@mocks/node';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { currentRoute } from '@/shared/lib/navigation';
import { appStore, renderApp } from '@tests/support/render';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { BRANDING_SETTING_NAMES } from '@/pages/login/model/branding';
// Every module that injects endpoints (src/**/api/*Api.ts), so the table below is checked
// against the whole API, also the endpoints of a module added later.
const apiModules = import.meta.webpackContext('../../src', { recursive: true, regExp: /\/api\/[a-zA-Z]+Api\.ts$/ });
apiModules.keys().forEach((key) => apiModules(key));

/**
 * 000 §8 "Session expiry": code 830005 goes to /login and shows the message, whichever
 * call gets it: the calls that show their own errors (the notification drawer, the
 * downloads popover, the change-password dialog), the polls and the file download too.
 * One row per endpoint of the API, each run against the mock answering 830005.
 */
const ARGS: Record<string, unknown> = {
  getEnterprisesByType: { productType: ['IDD'] },
  setOrganisation: '20011',
  listEnterpriseProducts: '20011',
  getProductRedirect: { productType: 'IDD', scenario: 'OPEN' },
  getDigipoServiceContract: undefined,
  getDictionaries: undefined,
  getLoginPublicKey: { loginName: 'demo.one' },
  doLogin: { loginName: 'demo.one', password: 'x', imgCode: '1234', ifRemember: false },
  getLegacyPublicKey: undefined,
  legacyLogon: { userName: 'demo.one', password: 'x', picCheckCode: '1234' },
  legacyInitPassword: { userName: 'demo.one', tokenUuid: 't', password: 'x', confirmPassword: 'x' },
  initPassword: { loginName: 'demo.one', password: 'x', confirmPassword: 'x' },
  resetPassword: { loginName: 'demo.one', orcPassword: 'x', password: 'y', confirmPassword: 'y' },
  forgotPassword: { loginName: 'one@demo.kj', phoneCode: '123456', password: 'y', confirmPassword: 'y' },
  sendForgotPasswordCode: 'one@demo.kj',
  checkLogin: undefined,
  logout: undefined,
  isOtpRequired: { productType: ['IDD'] },
  sendOtp: undefined,
  checkOtp: '123456',
  getCurrentUser: undefined,
  getPlatformAgreementToSign: undefined,
  signPlatformAgreement: undefined,
  getEnterpriseMenu: { enterpriseId: '20011', loginName: 'demo.one' },
  isEnterprisePermitted: { enterpriseId: '20011' },
  showsCommonMenu: undefined,
  listProductCentre: '20011',
  validateProductKyc: { enterpriseId: '20011', productType: 'IDD' },
  getRemainingCloseTime: undefined,
  whetherShowNotice: undefined,
  closeNotice: undefined,
  getDownloadTasks: undefined,
  getDownloadTaskPage: { current: 1, size: 10 },
  listMediaTreePackages: undefined,
  markDownloaded: { id: '1' },
  downloadTaskFile: '1',
  getNotificationCount: undefined,
  queryNotificationList: { msgType: 1 },
  queryNotificationPage: { current: 1, size: 10, queryCondition: { msgType: 1 } },
  updateHandleStatus: { id: '1', updType: 1 },
  getPushlistUndeal: { enterpriseId: '20011', userId: '10001' },
  getEnrollPublicKey: 'account',
  sendEnrollCode: { email: 'new@demo.kj' },
  enroll: {
    name: 'New',
    email: 'new@demo.kj',
    companyName: 'New Co',
    verificationCode: '123456',
    serialNo: '1',
    password: 'x',
    productType: 'DEFAULT_PRODUCT',
    ssoConstants: 'kj_my_pc',
  },
  getWebsiteConfiguration: [...BRANDING_SETTING_NAMES],
  listPhoneAreaCodes: undefined,
  // company KYC, steps 1-4 (001 §2.1)
  listCountries: undefined,
  getKycEnterprise: '20021',
  saveKycEnterprise: { id: '20021' },
  advanceKycEnterprise: { id: '20021' },
  getKycManager: '20021',
  saveKycManager: { enterpriseId: '20021' },
  advanceKycManager: { enterpriseId: '20021' },
  getLegalPersons: '20021',
  saveLegalPersons: [],
  advanceLegalPersons: [],
  getBeneficialOwners: '20021',
  saveBeneficialOwners: [],
  advanceBeneficialOwners: [],
  // company KYC, step 5 (bank accounts), the files of every step, steps 6-7 (001 §2.1)
  getBankAccounts: '20021',
  saveBankAccounts: [],
  advanceBankAccounts: [],
  getBankDictionary: {},
  getBankBranches: { bankCode: '104', cityCode: '310100' },
  lookUpSwift: { swiftCode: 'BKCHCNBJ' },
  listMediaFiles: { busiKey: 'M1' },
  renameMediaFile: { fileId: '900101', fileRename: 'licence_2024.pdf' },
  uploadMediaFile: { area: { modelCode: 'MKJ01ENT', catgId: 'CENT001', busiKey: 'M1' }, file: new File(['%PDF-1.4'], 'articles.pdf', { type: 'application/pdf' }) },
  uploadMediaFileWithOcr: { area: { modelCode: 'MKJ01ENT', catgId: 'CENT005', busiKey: 'M1' }, file: new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }) },
  deleteMediaFile: { fileId: '1' },
  deleteMediaFilesOfArea: { modelCode: 'MKJ01ENT', catgId: 'CENT001', busiKey: 'M1' },
  openMediaFile: { fileId: '1', onFile: () => undefined },
  getAuthContract: { enterpriseId: '20021' },
  createContractFile: '20021',
  downloadContractFile: '20021',
  uploadSignedFile: { enterpriseId: '20021', file: new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }) },
  claimAndCompleteTask: '20021',
  // KYC file wizard, second generation (001 §2.2)
  getKycFileEnterprise: { enterpriseId: '20021' },
  saveKycFileEnterprise: { id: '20021' },
  getKycFileManager: { enterpriseId: '20021' },
  saveKycFileManager: { enterpriseId: '20021' },
  stageKycFileManager: { enterpriseId: '20021', manager: {} },
  getKycFileContacts: '20021',
  saveKycFileContacts: { enterpriseId: '20021', beneficiaryList: [], stockholderList: [] },
  stageKycFileContacts: { enterpriseId: '20021', beneficiaryList: [], stockholderList: [] },
  submitOpenAccount: { enterpriseId: '20021', serviceAgreement: 'Y', mediaId: null },
  saveTransactionPassword: { enterpriseId: '20021', password: 'x', confirmPassword: 'x', encrypt: true },
  downloadExportAgreement: { companyName: 'Mainland Onboarding Co., Ltd.' },
  // export-drawback onboarding (000 §4, §7)
  checkEnterpriseInfo: { enterpriseId: '20001', companyName: '壹号贸易有限公司', companyIdentCode: '91310115MA1K300001', productType: 'EXPORT_DRAWBACK_TRADE' },
  getEnterpriseManager: '20001',
  getDrawbackRecord: '20001',
  updateExportManager: { enterpriseId: '20001', id: null, identType: 'CREDENTIALS_ID', identNo: 'E1', firstName: 'Wei', lastName: 'Zhang', email: 'w@demo.kj', phone: '1' },
  downloadAuthLetter: '壹号贸易有限公司',
  applyDrawback: {
    managerLastName: 'One', mangerFirstName: 'Demo', managerEmail: 'one@demo.kj', managerPhone: '1', managerIdentNo: 'E1',
    companyName: '壹号贸易有限公司', companyIdentCode: '91310115MA1K300001', productType: 'EXPORT_DRAWBACK_TRADE', enterpriseId: '20001', channelId: 'KJCH20001',
  },
  validateUserAssociation: { firstName: 'Demo', lastName: 'One', email: 'one@demo.kj', telephone: '1' },
  editManageUser: { sysUserId: '10001', firstName: 'Demo', lastName: 'One', email: 'one@demo.kj', phone: '1' },
  // contract screen (000 §2 "Contract screen", §7 "Contracts")
  getPlatformServiceContract: undefined,
  getCfcaContract: undefined,
  signDigipoContract: { contractType: 'DIGIPO_SERVICE' },
  signContract: '420016',
  // pre-approval (001 §2.5, §2.6, §7 "Pre-approval"; 000 §7 getTokenByEnterpriseId)
  getTokenByEnterpriseId: '20051',
  getCorpInfo: { enterpriseId: '20055' },
  queryEnumList: { enumType: 'MonthlySalesEnum' },
  updateCorpInfo: { enterpriseId: '20055', monthlySales: 'MS01', businessScope: 'BS01' },
  getWebsiteUrl: ['jdvcPluginUrl'],
  batchUpload: {
    store: { id: '20053S003', platform: 'Amazon SC', storeName: 'A3PRE0053DE003', area: 'DE', clientName: 'Xiamen Tideway Outdoor Co., Ltd.', programName: 'KJ Pre-approval', docType: 'settlement_offline', fileList: [], status: 'AUTHORIZED' },
    files: [new File(['date,amount\n'], 'settlement.csv', { type: 'text/csv' })],
    requestId: '3f1c0d6e-8a4b-4c2e-9f00-000000000001',
  },
  bindEnterpriseAccess: { type: 'amazon', marketplace: 'US' },
  queryAccessStatus: { sceneState: 'SCENE0001' },
  listMarketplaceRegion: undefined,
  pageAuthorizedStores: { current: 1, size: 10 },
};

type Initiate = (arg: unknown) => Parameters<ReturnType<typeof appStore>['dispatch']>[0];
const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: Initiate }>;

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

let notes: NoticeRecord;

beforeEach(async () => {
  await setupI18n('en');
  localeInitialised('en');
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  notes = recordNotices();
});

const stopFollowing: (() => void)[] = [];
afterEach(() => {
  stopFollowing.splice(0).forEach((stop) => stop());
});

describe('830005 from any call (000 §8)', () => {
  it('the table names every endpoint of the API', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(ARGS).sort());
  });

  it.each(Object.keys(ARGS))('%s: goes to /login keeping lang and productType, and shows the message', async (name) => {
    window.location.hash = '#/main-productCenter?menuKey=MORE10000&productType=IDD';
    server.use(http.all('*', () => HttpResponse.json({ code: '830005', msg: 'Logged in elsewhere' })));
    const store = appStore();
    const endpoint = endpoints[name];
    expect(endpoint).toBeDefined();
    await store.dispatch(endpoint!.initiate(ARGS[name]));
    expect(window.location.hash).toBe('#/login?lang=en&productType=IDD');
    expect(notes.error).toEqual(['Logged in elsewhere']);
    // The 830005 envelope where the document promises a file is provoked here on purpose.
    await mockedResponses.take();
  });
});

describe('830005 in the shell, with the server still reporting the single-sign-on session', () => {
  it('stays on the login page: the arrival asks for a sign-in instead of resuming the session (000 §8, §4 step 5)', async () => {
    // Signed in on the server and in this tab, as after a sign-in.
    await signInAs('demo.many');
    await get('/kj-web/sys/setOrgId', { orgId: '20011' });
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20011', { companyName: 'Alpha Trading Ltd.', productType: 'IDD' });
    // The count poll of the bell gets 830005 once; everything else answers as usual.
    server.use(
      http.post('*/kj-sys/notification/getNotificationcount', () => HttpResponse.json({ code: '830005', msg: 'Logged in elsewhere' }), { once: true }),
    );
    const requests = recordRequests();
    // The app routes by the hash: the memory router here starts at it and follows its changes.
    window.location.hash = '#/main-productCenter?productType=IDD';
    const app = await renderApp(currentRoute());
    const follow = () => void app.router.navigate(currentRoute());
    window.addEventListener('hashchange', follow);
    stopFollowing.push(() => window.removeEventListener('hashchange', follow));

    await waitFor(() => expect(app.route()).toBe('/login?lang=en&productType=IDD'));
    expect(notes.error).toEqual(['Logged in elsewhere']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    // The login page has taken the mark and loaded its look; it never asked for the session.
    await waitFor(() => expect(sessionStorage.getItem('forcedSignIn')).toBeNull());
    await waitFor(async () => expect(await requests.to('/kj-tools/configuration/website')).not.toHaveLength(0));
    expect(await requests.to('/sso-web/checkLogin')).toHaveLength(0);
    expect(app.route()).toBe('/login?lang=en&productType=IDD');
    requests.stop();
  });
});
