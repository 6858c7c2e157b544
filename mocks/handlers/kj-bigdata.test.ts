import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { MESSAGE_CATALOGUES, type MessageKey } from '../messages';
import { get, post, signInAs, type Envelope } from '../testing/client';
import { expectRefused } from '../testing/refused';
import { signedFile } from '@tests/support/files';
import { pdfDocument } from '@tests/support/uploadSamples';
import { zipArchive } from '@tests/support/zip';
import { appendSettlementFiles } from '../lib/preApproval';

type Locale = 'en-US' | 'zh-CN';
type Store = { id: string; platform: string; storeName: string; area: string; clientName: string; programName: string; docType: string; fileList: Array<{ fileName: string }>; status: string };
type StorePage = { records: Store[]; total: number; current: number; size: number };
const message = (locale: Locale, key: MessageKey) => MESSAGE_CATALOGUES[locale][key];

const TOKEN = '/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId';
const CORP = '/kj-bigdata/preApproval/getCorpInfo';
const UPDATE = '/kj-bigdata/preApproval/updateByEnterpriseId';
const UPLOAD = '/kj-bigdata/preApproval/batchUpload';
const BIND = '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess';
const STATUS = '/kj-bigdata/enterpriseAccess/queryAccessStatus';
const REGIONS = '/kj-bigdata/enterpriseAccess/listMarketplaceRegion';
const STORES = '/kj-bigdata/enterpriseAccess/pageAuthorizedStores';
const ENUMS = '/kj-tools/enumType/queryList';
const URLS = '/kj-tools/configuration/getWebsiteUrl';

/** Signs a demo account in and chooses its enterprise (setOrgId), as the portal does. */
async function enter(loginName: string, orgId: string): Promise<void> {
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId });
}

const stores = async (current = 1, size = 100) => (await post<StorePage>(STORES, { current, size })).data;
const bind = (type: string, marketplace?: string, locale: Locale = 'en-US') =>
  post<{ link: string | null; sceneState: string | null }>(BIND, { type, ...(marketplace ? { marketplace } : {}), source: 'SELF_REGISTRATION' }, { locale });
const poll = (sceneState: string, locale: Locale = 'en-US') => post<{ authStatus: string }>(STATUS, { sceneState }, { locale });

const csv = (name = 'settlement.csv', bytes?: BlobPart) => (bytes === undefined ? signedFile(name) : new File([bytes], name, { type: 'text/csv' }));

/** A batchUpload as the portal sends it for a store. */
async function upload(store: Pick<Store, 'storeName' | 'area'>, files: File[], options: { requestId?: string; locale?: Locale } = {}): Promise<Envelope> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  body.append('clientName', 'Client');
  body.append('docType', 'settlement_offline');
  body.append('programName', 'KJ Pre-approval');
  body.append('requestId', options.requestId ?? crypto.randomUUID());
  body.append('sellerId', store.storeName);
  body.append('marketplace', store.area);
  const response = await fetch(new URL(UPLOAD, window.location.origin), { method: 'POST', headers: { 'accept-language': options.locale ?? 'en-US' }, body });
  return (await response.json()) as Envelope;
}

describe('kj-bigdata: guards (shared requireAccount / requireEnterprise)', () => {
  it('needs a session, then one of the user’s enterprises, then a chosen one for the store calls', async () => {
    expect((await post(STORES, { current: 1, size: 10 })).code).toBe('01100');
    expect((await get(TOKEN, { enterpriseId: '20051' })).code).toBe('01100');
    await signInAs('demo.pre.new');
    expect((await post(STORES, { current: 1, size: 10 })).code).toBe('30012');
    expect((await post(CORP, { enterpriseId: '20001' })).code).toBe('30011');
    expect((await get(TOKEN, { enterpriseId: '20001' })).code).toBe('30011');
  });
});

describe('kj-bigdata: getTokenByEnterpriseId (000 §7)', () => {
  it('answers one token per enterprise, the same on every ask', async () => {
    await signInAs('demo.pre.new');
    const first = (await get<string>(TOKEN, { enterpriseId: '20051' })).data;
    expect(first).toMatch(/^BD20051\./);
    expect((await get<string>(TOKEN, { enterpriseId: '20051' })).data).toBe(first);
  });
});

describe('kj-bigdata: pageAuthorizedStores (001 §2.6)', () => {
  it('pages the chosen enterprise’s stores, oldest first, 10 per page', async () => {
    await enter('demo.pre.partial', '20053');
    const first = (await post<StorePage>(STORES, { current: 1, size: 10 })).data;
    expect(first).toMatchObject({ total: 11, current: 1, size: 10 });
    expect(first.records).toHaveLength(10);
    expect(first.records[0]).toEqual({
      id: '20053S001', platform: 'Amazon SC', storeName: 'A3PRE0053US001', area: 'US', clientName: 'Xiamen Tideway Outdoor Co., Ltd.',
      programName: 'KJ Pre-approval', docType: 'settlement_offline', fileList: [{ fileName: 'settlement_us_2025-01.csv' }, { fileName: 'settlement_us_2025-02.csv' }], status: 'AUTHORIZED',
    });
    const second = (await post<StorePage>(STORES, { current: 2, size: 10 })).data;
    expect(second.records.map((store) => store.storeName)).toEqual(['A3PRE0053MX011']);
    expect((await post<StorePage>(STORES, { current: 3, size: 10 })).data.records).toEqual([]);
  });

  it('gives each demo enterprise the stage its account names', async () => {
    const summary = async (loginName: string, orgId: string) => {
      await enter(loginName, orgId);
      return (await stores()).records.map((store) => `${store.platform} ${store.area} ${store.fileList.length}`);
    };
    expect(await summary('demo.pre.new', '20051')).toEqual([]);
    expect(await summary('demo.pre.stores', '20052')).toEqual(['Amazon SC US 0', 'Amazon SC UK 0']);
    expect((await summary('demo.pre.partial', '20053')).filter((row) => row.startsWith('Amazon SC') && row.endsWith(' 0'))).toEqual(['Amazon SC DE 0']);
    expect(await summary('demo.pre.done', '20054')).toEqual(['Amazon SC US 3', 'Amazon SC CA 1', 'Others  0']);
    expect(await summary('demo.pre.apply', '20055')).toEqual([]);
  });

  it('refuses a page that is not a positive integer or a size over 100, in both languages', async () => {
    await enter('demo.pre.partial', '20053');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(STORES, { current: 0, size: 10 }, { locale })).toMatchObject({ code: '400', msg: message(locale, 'pageNotPositive') });
      expect(await post(STORES, { current: 1, size: 101 }, { locale })).toMatchObject({ code: '400', msg: message(locale, 'pageSizeTooLarge') });
    }
    await expectRefused(`POST ${STORES}`, `POST ${STORES}`, `POST ${STORES}`, `POST ${STORES}`);
  });
});

describe('kj-bigdata: bindEnterpriseAccess and queryAccessStatus (001 §4)', () => {
  it('an Amazon authorisation answers 1 twice, then 2 from the third poll, adding the store once', async () => {
    await enter('demo.pre.new', '20051');
    const { data } = await bind('amazon', 'US');
    expect(data.link).toBe(`/kj-media/demo-files/store-authorisation.html?platform=amazon&sceneState=${data.sceneState}`);
    const sceneState = data.sceneState!;
    expect((await poll(sceneState)).data).toEqual({ authStatus: '1' });
    expect((await poll(sceneState)).data).toEqual({ authStatus: '1' });
    expect((await stores()).total).toBe(0);
    expect((await poll(sceneState)).data).toEqual({ authStatus: '2' });
    expect((await poll(sceneState)).data).toEqual({ authStatus: '2' });
    const { records } = await stores();
    expect(records).toEqual([expect.objectContaining({ platform: 'Amazon SC', area: 'US', fileList: [], docType: 'settlement_offline', clientName: 'Shenzhen First Step Electronics Co., Ltd.' })]);
    expect(records[0]!.storeName).toMatch(/^A[A-Z0-9]{13}$/);
  });

  it('a Brazil (BR) authorisation never completes', async () => {
    await enter('demo.pre.new', '20051');
    const sceneState = (await bind('amazon', 'BR')).data.sceneState!;
    for (let index = 0; index < 8; index += 1) expect((await poll(sceneState)).data.authStatus).toBe('1');
    expect((await stores()).total).toBe(0);
  });

  it('a vendor platform (jdvc) authorisation adds a JD VC store on the third poll', async () => {
    await enter('demo.pre.new', '20051');
    const sceneState = (await bind('jdvc')).data.sceneState!;
    await poll(sceneState);
    await poll(sceneState);
    expect((await poll(sceneState)).data.authStatus).toBe('2');
    expect((await stores()).records.map((store) => store.platform)).toEqual(['JD VC']);
  });

  it('Others adds its store at once and answers no link', async () => {
    await enter('demo.pre.new', '20051');
    expect((await bind('Others')).data).toEqual({ link: null, sceneState: null });
    expect((await stores()).records).toEqual([expect.objectContaining({ platform: 'Others', area: '', fileList: [] })]);
  });

  it('refuses an unknown marketplace and an unknown or another enterprise’s sceneState, in both languages', async () => {
    await enter('demo.pre.stores', '20052');
    const other = (await bind('amazon', 'UK')).data.sceneState!;
    await enter('demo.pre.new', '20051');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await bind('amazon', 'XX', locale)).toMatchObject({ code: '30013', msg: message(locale, 'preApprovalMarketplaceUnknown') });
      expect(await poll('SCENE-NONE', locale)).toMatchObject({ code: '30013', msg: message(locale, 'preApprovalSessionUnknown') });
      expect(await poll(other, locale)).toMatchObject({ code: '30013', msg: message(locale, 'preApprovalSessionUnknown') });
    }
    expect(db.accessSession.count({ where: { enterpriseId: { equals: '20051' } } })).toBe(0);
  });
});

describe('kj-bigdata: listMarketplaceRegion (001 §3 "Marketplace region")', () => {
  it('groups the marketplaces by region, each with a same-origin flag', async () => {
    await signInAs('demo.pre.new');
    const regions = (await post<Array<{ regionCn: string; regionEn: string; regions: Array<Record<string, string>> }>>(REGIONS, { sceneType: 'AMAZON' })).data;
    expect(regions.map((region) => `${region.regionEn}/${region.regionCn}`)).toEqual(['North America/北美', 'Europe/欧洲', 'Asia Pacific/亚太']);
    expect(regions[0]!.regions[0]).toEqual({ marketplaceCode: 'US', marketplaceCn: '美国', marketplaceEn: 'United States', fileLink: '/kj-media/demo-files/flags/us.svg' });
    expect(regions.flatMap((region) => region.regions).every((entry) => entry.fileLink === `/kj-media/demo-files/flags/${entry.marketplaceCode!.toLowerCase()}.svg`)).toBe(true);
  });
});

describe('kj-bigdata: batchUpload (001 §2.6 stage 3, §5)', () => {
  it('appends the files to the store’s fileList', async () => {
    await enter('demo.pre.partial', '20053');
    const store = { storeName: 'A3PRE0053DE003', area: 'DE' };
    expect((await upload(store, [csv('de_jan.csv'), csv('de_feb.xlsx')])).code).toBe('200');
    expect((await upload(store, [csv('de_mar.xls')])).code).toBe('200');
    const row = (await stores()).records.find((entry) => entry.storeName === store.storeName)!;
    expect(row.fileList).toEqual([{ fileName: 'de_jan.csv' }, { fileName: 'de_feb.xlsx' }, { fileName: 'de_mar.xls' }]);
  });

  it('a repeated requestId adds nothing', async () => {
    await enter('demo.pre.stores', '20052');
    const store = { storeName: 'A2PRE0052US001', area: 'US' };
    await upload(store, [csv()], { requestId: 'b6f0a1de-0000-4000-8000-000000000001' });
    await upload(store, [csv()], { requestId: 'b6f0a1de-0000-4000-8000-000000000001' });
    expect((await stores()).records[0]!.fileList).toHaveLength(1);
  });

  it.each<[string, Pick<Store, 'storeName' | 'area'>, () => File[], MessageKey]>([
    ['a wrong type', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('statement.pdf')], 'settlementFileType'],
    ['a file over 10 MB', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('big.csv', new Uint8Array(10 * 1024 * 1024 + 1))], 'settlementFileSize'],
    ['more than 10 files for the store', { storeName: 'A3PRE0053US001', area: 'US' }, () => Array.from({ length: 9 }, (_, index) => csv(`m${index}.csv`)), 'settlementFileCount'],
    ['an executable renamed setup.csv', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('setup.csv', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]))], 'uploadFileContent'],
    ['a csv renamed .xlsx', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('sales.xlsx', 'date,amount\n')], 'uploadFileContent'],
    ['a PDF renamed .csv', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('DE_settlement_March_2025.csv', pdfDocument())], 'uploadFileContent'],
    ['a plain zip renamed .xlsx', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('DE_settlement_March_2025.xlsx', zipArchive([['March/orders.csv', 'date,amount\n']]))], 'uploadFileContent'],
    ['a name outside the file-name rule', { storeName: 'A3PRE0053DE003', area: 'DE' }, () => [csv('de-2025-03.csv')], 'uploadFileName'],
    ['an unknown store', { storeName: 'A3PRE0053XX999', area: 'DE' }, () => [csv()], 'preApprovalStoreUnknown'],
    ['another marketplace of a known seller', { storeName: 'A3PRE0053DE003', area: 'US' }, () => [csv()], 'preApprovalStoreUnknown'],
  ])('refuses %s in both languages and stores nothing', async (_case, store, files, key) => {
    await enter('demo.pre.partial', '20053');
    const before = JSON.stringify((await stores()).records);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await upload(store, files(), { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
    expect(JSON.stringify((await stores()).records)).toBe(before);
  });

  it('refuses an empty file as empty, not as "no file"', async () => {
    // Through the rule itself: happy-dom's multipart reader drops an empty file part (a
    // browser's and Node's keep it; the Pact verification sends one over HTTP).
    const empty = { name: 'empty.csv', size: 0, bytes: new Uint8Array() };
    expect(() => appendSettlementFiles('20053', { sellerId: 'A3PRE0053DE003', marketplace: 'DE', requestId: 'r-1', files: [empty] })).toThrow(
      expect.objectContaining({ code: '30013', key: 'uploadFileEmpty' }),
    );
  });

  it('needs the chosen enterprise: another enterprise’s store is unknown', async () => {
    await enter('demo.pre.new', '20051');
    expect(await upload({ storeName: 'A2PRE0052US001', area: 'US' }, [csv()])).toMatchObject({ code: '30013', msg: message('en-US', 'preApprovalStoreUnknown') });
  });
});

describe('kj-bigdata: company details (001 §2.5 step 1)', () => {
  it('are null until saved, then what was saved, with the Chinese company name', async () => {
    await signInAs('demo.pre.apply');
    expect((await post(CORP, { enterpriseId: '20055' })).data).toEqual({ enterpriseId: '20055', companyNameCn: '杭州丝路服饰有限公司', monthlySales: null, businessScope: null });
    expect((await post(UPDATE, { enterpriseId: '20055', monthlySales: 'MS03', businessScope: 'BS02' })).code).toBe('200');
    expect((await post(CORP, { enterpriseId: '20055' })).data).toMatchObject({ monthlySales: 'MS03', businessScope: 'BS02' });
  });

  it.each<[string, Record<string, string>, MessageKey]>([
    ['an unknown monthly sales code', { monthlySales: 'MS99' }, 'preApprovalMonthlySalesUnknown'],
    ['an unknown business scope code', { businessScope: 'BS00' }, 'preApprovalBusinessScopeUnknown'],
    ['a business scope code as monthly sales', { monthlySales: 'BS01' }, 'preApprovalMonthlySalesUnknown'],
    ['no monthly sales', { monthlySales: '' }, 'preApprovalMonthlySalesRequired'],
  ])('refuses %s in both languages and saves nothing', async (_case, change, key) => {
    await signInAs('demo.pre.apply');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(UPDATE, { enterpriseId: '20055', monthlySales: 'MS01', businessScope: 'BS01', ...change }, { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
    expect(db.corpInfo.count()).toBe(0);
  });
});

describe('kj-tools: queryList and getWebsiteUrl (001 §7 "Pre-approval")', () => {
  it('lists each enumeration in order with both names', async () => {
    await signInAs('demo.pre.apply');
    const monthly = (await post<Array<Record<string, string>>>(ENUMS, { enumType: 'MonthlySalesEnum' })).data;
    expect(monthly.map((item) => item.code)).toEqual(['MS01', 'MS02', 'MS03', 'MS04', 'MS05']);
    expect(monthly[0]).toEqual({ code: 'MS01', name: '5 万美元以下', nameEn: 'Under USD 50,000', value: 'MS01' });
    const scope = (await post<Array<Record<string, string>>>(ENUMS, { enumType: 'BusinessScopeEnum' })).data;
    expect(scope.map((item) => item.nameEn)).toContain('Consumer electronics');
  });

  it('refuses another enumeration (a request the document does not allow) in both languages', async () => {
    await signInAs('demo.pre.apply');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(ENUMS, { enumType: 'CurrencyEnum' }, { locale })).toMatchObject({ code: '400', msg: message(locale, 'enumTypeUnknown') });
    }
    await expectRefused(`POST ${ENUMS}`, `POST ${ENUMS}`);
  });

  it('answers every key asked for: the plugin’s same-origin file, null for an unknown key; no session needed', async () => {
    expect((await post(URLS, ['jdvcPluginUrl', 'unknownKey'])).data).toEqual({ jdvcPluginUrl: '/kj-media/demo-files/jdvc-settlement-plugin.zip', unknownKey: null });
    expect(await post(URLS, [], { locale: 'zh-CN' })).toMatchObject({ code: '400', msg: message('zh-CN', 'urlKeysRequired') });
    await expectRefused(`POST ${URLS}`);
  });
});
