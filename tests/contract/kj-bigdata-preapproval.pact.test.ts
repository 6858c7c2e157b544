import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
// The request builder's type is not re-exported from the package root.
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { ALL_STORES, preApprovalProgressApi, type AuthorizedStore } from '@/entities/pre-approval';
import { preApprovalApi } from '@/pages/pre-approval/api/preApprovalApi';
import { STORE_PAGE_SIZE } from '@/pages/pre-approval/config/constants';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { authorisationWaiting, noCompanyDetails, noStore, signedInChose, storeWithoutFiles } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';

const { eachLike, equal, integer, like, regex } = MatchersV3;

/**
 * The pre-approval calls (001 §2.5, §2.6, §4, §7 "Pre-approval"; 000 §7
 * getTokenByEnterpriseId): the nine kj-bigdata calls in pacts/kj-portal-web-kj-bigdata.json,
 * queryList and getWebsiteUrl merged into pacts/kj-portal-web-kj-tools.json. Each call's
 * success, and the refusals whose message the portal shows.
 */
const bigdata = pactWith('kj-bigdata');
const tools = pactWith('kj-tools');

const NEW_USER = signedInChose('demo.pre.new', '20051');
const NOTHING_CONNECTED = noStore('20051');
const PARTIAL_USER = signedInChose('demo.pre.partial', '20053');
const STORE_WITHOUT_FILES = storeWithoutFiles('20053', 'A3PRE0053DE003', 'DE');
const APPLY_USER = signedInChose('demo.pre.apply', '20055');
const NO_DETAILS = noCompanyDetails('20055');
/** The sceneState of an authorisation that waits for the seller. */
const SCENE_STATE = 'SCENEPACT0000000000000000';
const WAITING = authorisationWaiting('20051', 'US', SCENE_STATE);

const OK = { code: '200' };
/** The pre-approval page's own calls and the pre-approval's reads (entities/pre-approval), each as its slice types it. */
const { getTokenByEnterpriseId, getCorpInfo, pageAuthorizedStores } = preApprovalProgressApi.endpoints;
const api = { ...preApprovalApi.endpoints, getTokenByEnterpriseId, getCorpInfo, pageAuthorizedStores };

/*
 * batchUpload (multipart/form-data: files + six text parts). withRequestMultipartFileUpload /
 * multipartBody() writes a single file part, so the body is written here, part by part as the
 * portal's FormData sends it, with a fixed boundary, and given with body(). How the Pact core of
 * @pact-foundation/pact 16.5 (pact_matching 2.0.3, pact_mock_server 2.2.1) then matches it:
 * - body() adds a body rule `$: contentType multipart/form-data`. A part without a rule of its
 *   own falls back to that rule even when its value is the expected one ("$.clientName: Expected
 *   binary contents to have content type 'multipart/form-data' but detected contents was
 *   'text/plain'", the mismatch that stopped the earlier attempt). So every text part gets its own
 *   rule ($.requestId, ...), which outweighs `$`.
 * - The body's content type is the Content-Type header's, boundary included, and the portal's
 *   boundary is random: the bodies are compared at all only because the header has a regex
 *   matcher, which the core applies to the normalised 'multipart/form-data;boundary=…' (no
 *   space, hence `; ?`).
 * - A file part is compared by its Content-Type and bytes; its Content-Disposition (the file
 *   name) only by a rule at $.files.content-disposition, given here.
 * - Parts are paired by name with the first actual part of that name, so a second `files` part
 *   would be compared with the first file: each interaction sends one file.
 */
const BOUNDARY = 'kj-portal-web-contract-test';
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

interface SettlementFile {
  name: string;
  type: string;
  bytes: Buffer;
}
interface Upload {
  store: AuthorizedStore & { storeName: string; area: string; clientName: string; programName: string; docType: string };
  file: SettlementFile;
  requestId: string;
}

/** The store of PARTIAL without files, as pageAuthorizedStores gives it. */
const DE_STORE: Upload['store'] = {
  id: '20053S003',
  platform: 'Amazon SC',
  storeName: 'A3PRE0053DE003',
  area: 'DE',
  clientName: 'Xiamen Tideway Outdoor Co., Ltd.',
  programName: 'KJ Pre-approval',
  docType: 'settlement_offline',
  fileList: [],
  status: 'AUTHORIZED',
};
const SETTLEMENT_CSV: SettlementFile = { name: 'settlement_de_2025_04.csv', type: 'text/csv', bytes: fixture('ledger.csv') };
/** The example requestId; the portal makes a fresh UUID per submit. */
const REQUEST_ID = '5f0c2a9e-3b1d-4c6e-9a7f-0123456789ab';
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The portal's form (batchUpload in preApprovalApi.ts), in its order, with the fixed boundary. */
function uploadBody({ store, file, requestId }: Upload): Buffer {
  const text = (name: string, value: string) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from('\r\n'),
    text('clientName', store.clientName),
    text('docType', store.docType),
    text('programName', store.programName),
    text('requestId', requestId),
    text('sellerId', store.storeName),
    text('marketplace', store.area),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * The batchUpload request: the body above, Content-Type with whatever boundary, and a rule for
 * every part. The store's fields and the file name as given; requestId any UUID.
 */
const uploadRequest = (upload: Upload) => (request: V4RequestBuilder) =>
  request
    .headers({ ...LOCALE_HEADERS, 'Content-Type': regex('^multipart/form-data; ?boundary=[^;]+$', `multipart/form-data; boundary=${BOUNDARY}`) })
    .body('multipart/form-data', uploadBody(upload))
    .matchingRules({
      body: [
        { path: '$.files.content-disposition', rules: [regex(`^form-data; name="files"; filename="${escapeRegex(upload.file.name)}"$`, `form-data; name="files"; filename="${upload.file.name}"`)] },
        { path: '$.clientName', rules: [equal(upload.store.clientName)] },
        { path: '$.docType', rules: [equal(upload.store.docType)] },
        { path: '$.programName', rules: [equal(upload.store.programName)] },
        { path: '$.requestId', rules: [regex(UUID, upload.requestId)] },
        { path: '$.sellerId', rules: [equal(upload.store.storeName)] },
        { path: '$.marketplace', rules: [equal(upload.store.area)] },
      ],
    });

/** Sends the upload through the portal's endpoint, the file as the upload field gives it. */
const sendUpload = ({ store, file }: Upload) =>
  createApiStore()
    .dispatch(api.batchUpload.initiate({ store, files: [new File([new Uint8Array(file.bytes)], file.name, { type: file.type })], requestId: crypto.randomUUID() }))
    .unwrap();

const storeMatcher = {
  id: like('20053S001'),
  platform: regex('^(Amazon SC|JD VC|Others)$', 'Amazon SC'),
  storeName: like('A3PRE0053US001'),
  // A marketplace's two-letter code.
  area: regex('^[A-Z]{2}$', 'US'),
  clientName: like('Xiamen Tideway Outdoor Co., Ltd.'),
  programName: like('KJ Pre-approval'),
  docType: like('settlement_offline'),
  fileList: eachLike({ fileName: like('settlement_us_2025-01.csv') }, 0),
  // Shown by its label, one the portal does not know as sent (storeColumns statusName): any status constant.
  status: regex('^[A-Z_]+$', 'AUTHORIZED'),
};

describe('kj-bigdata pre-approval, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('reads the enterprise’s big-data token when a pre-approval page opens', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('a request for the big-data token of an enterprise')
      .withRequest('GET', '/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId', (request) => request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20051') }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: like('BD20051.0123456789abcdef0123456789abcdef') }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getTokenByEnterpriseId.initiate('20051')).unwrap()).toBe('BD20051.0123456789abcdef0123456789abcdef');
      });
  });

  it('reads the company details, null until saved', async () => {
    await bigdata
      .addInteraction()
      .given(...APPLY_USER)
      .given(...NO_DETAILS)
      .uponReceiving('a request for the pre-approval company details never saved')
      .withRequest('POST', '/kj-bigdata/preApproval/getCorpInfo', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20055') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { enterpriseId: like('20055'), companyNameCn: like('杭州丝路服饰有限公司'), monthlySales: null, businessScope: null } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getCorpInfo.initiate({ enterpriseId: '20055' })).unwrap()).toEqual({
          enterpriseId: '20055', companyNameCn: '杭州丝路服饰有限公司', monthlySales: null, businessScope: null,
        });
      });
  });

  it('saves monthly sales and business scope', async () => {
    await bigdata
      .addInteraction()
      .given(...APPLY_USER)
      .given(...NO_DETAILS)
      .uponReceiving('the pre-approval company details with codes of both enumerations')
      .withRequest('POST', '/kj-bigdata/preApproval/updateByEnterpriseId', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20055'), monthlySales: like('MS03'), businessScope: like('BS02') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.updateCorpInfo.initiate({ enterpriseId: '20055', monthlySales: 'MS03', businessScope: 'BS02' })).unwrap();
      });
  });

  it('a monthly sales code that is not a choice is refused with the message', async () => {
    await bigdata
      .addInteraction()
      .given(...APPLY_USER)
      .given(...NO_DETAILS)
      .uponReceiving('the pre-approval company details with an unknown monthly sales code')
      .withRequest('POST', '/kj-bigdata/preApproval/updateByEnterpriseId', (request) =>
        request.headers({ 'Accept-Language': 'en-US' }).jsonBody({ enterpriseId: like('20055'), monthlySales: 'MS99', businessScope: like('BS02') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('The monthly sales is not one of the choices.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(
          createApiStore().dispatch(api.updateCorpInfo.initiate({ enterpriseId: '20055', monthlySales: 'MS99', businessScope: 'BS02' })).unwrap(),
        ).rejects.toMatchObject({ code: '30013', message: 'The monthly sales is not one of the choices.' });
      });
  });

  it('pages the authorised stores, 10 per page', async () => {
    await bigdata
      .addInteraction()
      .given(...PARTIAL_USER)
      .given(...STORE_WITHOUT_FILES)
      .uponReceiving('a request for the first page of the authorised stores')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/pageAuthorizedStores', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ current: 1, size: STORE_PAGE_SIZE }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { records: eachLike(storeMatcher, 1), total: integer(11), current: 1, size: STORE_PAGE_SIZE } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const page = await createApiStore().dispatch(api.pageAuthorizedStores.initiate({ current: 1, size: STORE_PAGE_SIZE })).unwrap();
        expect(page.total).toBe(11);
        expect(page.records[0]).toMatchObject({ platform: 'Amazon SC', storeName: 'A3PRE0053US001' });
      });
  });

  it('reads every store at once for the stage choice', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('a request for every authorised store of an enterprise without any')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/pageAuthorizedStores', (request) => request.headers(LOCALE_HEADERS).jsonBody({ ...ALL_STORES }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { records: [], total: 0, current: 1, size: 100 } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.pageAuthorizedStores.initiate(ALL_STORES)).unwrap()).toEqual({ records: [], total: 0 });
      });
  });

  it('uploads a store’s settlement file: the server adds its name to the store’s file list', async () => {
    // One interaction cannot read the store back: that the name lands in its fileList is pinned by
    // the mock's handler tests (mocks/handlers/kj-bigdata.test.ts, 'appends the files ...').
    const upload: Upload = { store: DE_STORE, file: SETTLEMENT_CSV, requestId: REQUEST_ID };
    await bigdata
      .addInteraction()
      .given(...PARTIAL_USER)
      .given(...STORE_WITHOUT_FILES)
      .uponReceiving('a settlement file for a store without files')
      .withRequest('POST', '/kj-bigdata/preApproval/batchUpload', uploadRequest(upload))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(sendUpload(upload)).resolves.toBeUndefined();
      });
  });

  it('a file that is not csv, xlsx or xls is refused with the message', async () => {
    const upload: Upload = { store: DE_STORE, file: { name: 'settlement_de_2025_04.pdf', type: 'application/pdf', bytes: fixture('signed_contract.pdf') }, requestId: REQUEST_ID };
    await bigdata
      .addInteraction()
      .given(...PARTIAL_USER)
      .given(...STORE_WITHOUT_FILES)
      .uponReceiving('a settlement file of a type not accepted')
      .withRequest('POST', '/kj-bigdata/preApproval/batchUpload', uploadRequest(upload))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('The file type must be one of csv, xlsx, xls')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(sendUpload(upload)).rejects.toMatchObject({ code: '30013', message: 'The file type must be one of csv, xlsx, xls' });
      });
  });

  it.each([
    ['an executable renamed .csv', 'a settlement file whose content is not csv text', { name: 'setup.csv', type: 'text/csv', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) }, 'The content of the file does not match its type.'],
    ['an empty file', 'an empty settlement file', { name: 'settlement_de.csv', type: 'text/csv', bytes: Buffer.alloc(0) }, 'The file is empty (0 bytes).'],
  ] as const)('%s is refused with the message (issue 28)', async (_case, description, file, message) => {
    const upload: Upload = { store: DE_STORE, file, requestId: REQUEST_ID };
    await bigdata
      .addInteraction()
      .given(...PARTIAL_USER)
      .given(...STORE_WITHOUT_FILES)
      .uponReceiving(description)
      .withRequest('POST', '/kj-bigdata/preApproval/batchUpload', uploadRequest(upload))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED(message)))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(sendUpload(upload)).rejects.toMatchObject({ code: '30013', message });
      });
  });

  it('a name outside 000 §5’s file-name rule is refused with the message: the server’s side of the rule', async () => {
    // The portal never sends such a name (its batchUpload sends one made to meet the rule,
    // storableFile), so this request is written as another client would send it.
    const message = 'The file name may contain only letters, digits, underscores or Chinese characters, at most 190 characters with its extension.';
    const upload: Upload = { store: DE_STORE, file: { name: 'settlement de-2025.csv', type: 'text/csv', bytes: fixture('ledger.csv') }, requestId: REQUEST_ID };
    await bigdata
      .addInteraction()
      .given(...PARTIAL_USER)
      .given(...STORE_WITHOUT_FILES)
      .uponReceiving('a settlement file whose name breaks the file-name rule')
      .withRequest('POST', '/kj-bigdata/preApproval/batchUpload', uploadRequest(upload))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED(message)))
      .executeTest(async (mockServer) => {
        const { store, file } = upload;
        const form = new FormData();
        form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
        const fields = { clientName: store.clientName, docType: store.docType, programName: store.programName, requestId: crypto.randomUUID(), sellerId: store.storeName, marketplace: store.area };
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        const response = await fetch(`${mockServer.url}/kj-bigdata/preApproval/batchUpload`, { method: 'POST', headers: { 'Accept-Language': 'en-US' }, body: form });
        expect(await response.json()).toMatchObject({ code: '30013', msg: message });
      });
  });

  it('a store the enterprise does not have is refused with the message', async () => {
    const upload: Upload = { store: { ...DE_STORE, id: '20053S999', storeName: 'A3PRE0053ZZ999' }, file: SETTLEMENT_CSV, requestId: REQUEST_ID };
    await bigdata
      .addInteraction()
      .given(...PARTIAL_USER)
      .given(...STORE_WITHOUT_FILES)
      .uponReceiving('a settlement file for a store the enterprise does not have')
      .withRequest('POST', '/kj-bigdata/preApproval/batchUpload', uploadRequest(upload))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('This store is not among your authorised stores.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(sendUpload(upload)).rejects.toMatchObject({ code: '30013', message: 'This store is not among your authorised stores.' });
      });
  });

  it('starts an authorisation for a marketplace: a link and the sceneState to poll', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('an authorisation of the global marketplace for one marketplace')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ type: 'amazon', marketplace: like('US'), source: 'SELF_REGISTRATION' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { link: like('/kj-media/demo-files/store-authorisation.html?platform=amazon&sceneState=SCENE0123456789ABCDEF01234567'), sceneState: like('SCENE0123456789ABCDEF01234567') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const binding = await createApiStore().dispatch(api.bindEnterpriseAccess.initiate({ type: 'amazon', marketplace: 'US' })).unwrap();
        expect(binding.sceneState).toBe('SCENE0123456789ABCDEF01234567');
      });
  });

  it('connects Others at once: no link, no session', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('a connection of another platform')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ type: 'Others', source: 'SELF_REGISTRATION' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { link: null, sceneState: null } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.bindEnterpriseAccess.initiate({ type: 'Others' })).unwrap()).toEqual({ link: null, sceneState: null });
      });
  });

  it('a marketplace not in the list is refused with the message', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('an authorisation for an unknown marketplace')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (request) =>
        request.headers({ 'Accept-Language': 'en-US' }).jsonBody({ type: 'amazon', marketplace: 'XX', source: 'SELF_REGISTRATION' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please choose a marketplace from the list.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(createApiStore().dispatch(api.bindEnterpriseAccess.initiate({ type: 'amazon', marketplace: 'XX' })).unwrap()).rejects.toMatchObject({
          code: '30013', message: 'Please choose a marketplace from the list.',
        });
      });
  });

  it('polls an authorisation still waiting', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...WAITING)
      .uponReceiving('a status poll of an authorisation the seller has not finished')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/queryAccessStatus', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sceneState: like(SCENE_STATE) }))
      // Pinned: the portal moves on when authStatus is '2' (001 §4), so "still waiting" is its '1'.
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { authStatus: '1' } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.queryAccessStatus.initiate({ sceneState: SCENE_STATE })).unwrap()).toEqual({ authStatus: '1' });
      });
  });

  it('an unknown authorisation is refused with the message (the dialog shows it)', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('a status poll of an unknown authorisation')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/queryAccessStatus', (request) => request.headers({ 'Accept-Language': 'en-US' }).jsonBody({ sceneState: 'SCENE-UNKNOWN' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('This authorisation is unknown or has ended. Please start again.')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await expect(createApiStore().dispatch(api.queryAccessStatus.initiate({ sceneState: 'SCENE-UNKNOWN' })).unwrap()).rejects.toMatchObject({
          code: '30013', message: 'This authorisation is unknown or has ended. Please start again.',
        });
      });
  });

  it('lists the marketplaces by region with their flags', async () => {
    await bigdata
      .addInteraction()
      .given(...NEW_USER)
      .given(...NOTHING_CONNECTED)
      .uponReceiving('a request for the marketplaces of the global marketplace')
      .withRequest('POST', '/kj-bigdata/enterpriseAccess/listMarketplaceRegion', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sceneType: 'AMAZON' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            regionCn: like('北美'),
            regionEn: like('North America'),
            regions: eachLike({ marketplaceCode: regex('^[A-Z]{2}$', 'US'), marketplaceCn: like('美国'), marketplaceEn: like('United States'), fileLink: like('/kj-media/demo-files/flags/us.svg') }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const [region] = await createApiStore().dispatch(api.listMarketplaceRegion.initiate()).unwrap();
        expect(region?.regions?.[0]).toMatchObject({ marketplaceCode: 'US', fileLink: '/kj-media/demo-files/flags/us.svg' });
      });
  });
});

describe('kj-tools for pre-approval, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('lists an enumeration with the Chinese and English names', async () => {
    await tools
      .addInteraction()
      .given(...APPLY_USER)
      .given(...NO_DETAILS)
      .uponReceiving('a request for the items of MonthlySalesEnum')
      .withRequest('POST', '/kj-tools/enumType/queryList', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enumType: 'MonthlySalesEnum' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: eachLike({ code: like('MS01'), name: like('5 万美元以下'), nameEn: like('Under USD 50,000'), value: like('MS01') }) }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const [first] = await createApiStore().dispatch(api.queryEnumList.initiate({ enumType: 'MonthlySalesEnum' })).unwrap();
        expect(first).toEqual({ code: 'MS01', name: '5 万美元以下', nameEn: 'Under USD 50,000', value: 'MS01' });
      });
  });

  it('reads the vendor plugin’s download url', async () => {
    await tools
      .addInteraction()
      .uponReceiving('a request for the configured url of the vendor platform plugin')
      .withRequest('POST', '/kj-tools/configuration/getWebsiteUrl', (request) => request.headers(LOCALE_HEADERS).jsonBody(['jdvcPluginUrl']))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { jdvcPluginUrl: like('/kj-media/demo-files/jdvc-settlement-plugin.zip') } }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getWebsiteUrl.initiate(['jdvcPluginUrl'])).unwrap()).toEqual({ jdvcPluginUrl: '/kj-media/demo-files/jdvc-settlement-plugin.zip' });
      });
  });
});
