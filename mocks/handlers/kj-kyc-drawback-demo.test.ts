import { describe, expect, it } from '@rstest/core';
import { PRODUCT_TYPES } from '@/shared/api';
import { dictParamOf } from '@/entities/dictionary';
import { cardContextOf, decideCard, kycRouteOf, productStatusOf } from '@/entities/product';
import { routeAfterChoice, type RouteFacts } from '@/features/choose-enterprise';
import { get, post, signInAs, type Envelope } from '../testing/client';

/*
 * The export-drawback and contract demo accounts (README "Demo accounts"): signed in as a
 * user would be, each lands where 000 §4 "After choosing an enterprise" sends its one
 * enterprise; the drawback accounts' product centre offers Verify on both drawback cards
 * (→ /exportDrawbackKyc?type=prefill), the prefill's reads answer a complete manager, and
 * step 2's user-association check passes for demo.drawback and fails for demo.drawback.other.
 */

type Row = Record<string, unknown>;
type Contract = Record<string, string | null> | null;

const MANAGER = '/kj-kyc/enterpriseContact/getEnterpriseManager';
const KYC_MANAGER = '/kj-kyc/enterprise/getManagerByEnterpriseId';
const RECORD = '/kj-kyc/self/registration/exportRefundRecordTransition';
const ASSOCIATION = '/kj-sys/user/validateUserAssociation';
const APPLY = '/kj-kyc/self/registration/applyDrawback';
const DIGIPO_CONTRACT = '/kj-contract/contractInfo/getDigipoServiceContractClient';

/**
 * Signs the account in, chooses its only enterprise (or the named one) and asks where it
 * leads, with the facts the portal gathers (000 §4): the menu, setOrgId, and for ENDURANCE
 * the DIGIPO service-contract lookup as features/choose-enterprise maps it.
 */
async function routeOf(loginName: string, enterpriseId?: string): Promise<{ enterpriseId: string; to: string | null }> {
  await signInAs(loginName);
  const { data: list } = await post<Array<Record<string, string>>>('/kj-sys/kjEnterprise/getEnterpriseByType', { productType: PRODUCT_TYPES });
  if (!enterpriseId) expect(list).toHaveLength(1);
  const item = enterpriseId ? list.find((entry) => entry.enterpriseId === enterpriseId)! : list[0]!;
  const id = item.enterpriseId!;
  // The menu permission check: a non-empty list lets the page open.
  const { data: menu } = await post<unknown[]>('/kj-sys/menu/getEnterpriseMenuList', { enterpriseId: id });
  expect(menu.length).toBeGreaterThan(0);
  expect((await get('/kj-web/sys/setOrgId', { orgId: id })).code).toBe('200');
  const facts: RouteFacts = {
    enterprise: { id, status: dictParamOf(item.status), productType: dictParamOf(item.productType), toPage: item.toPage ?? null },
    menuSize: menu.length,
  };
  let decision = routeAfterChoice(facts);
  if (decision.kind === 'lookUpDigipoContract') {
    const { data: contract } = await post<Contract>(DIGIPO_CONTRACT);
    const digipoContract: RouteFacts['digipoContract'] = contract?.mediaId
      ? { outcome: 'found', mediaId: contract.mediaId, contractType: contract.contractType ?? '' }
      : { outcome: 'none' };
    decision = routeAfterChoice({ ...facts, digipoContract });
  }
  return { enterpriseId: id, to: decision.kind === 'navigate' ? decision.to : null };
}

/** The product centre's cards as the page decides them: [productType, status, action, Verify's route]. */
async function productCentre(enterpriseId: string): Promise<Array<[string, string, string, string | null]>> {
  const { data } = await get<Array<Record<string, string>>>('/kj-kyc/productEnterprise/listProductInfo', { enterpriseId });
  const entries = data.map((entry) => ({
    productType: dictParamOf(entry.productType),
    productStatus: productStatusOf(dictParamOf(entry.productStatus)),
    enterpriseStatus: dictParamOf(entry.enterpriseStatus),
  }));
  const context = cardContextOf(entries);
  return entries.map((entry) => {
    const { action } = decideCard(entry, context);
    const label = action.kind === 'verify' || action.kind === 'activate' ? `${action.kind}${action.disabled ? ' (disabled)' : ''}` : action.kind;
    return [entry.productType, entry.productStatus, label, action.kind === 'verify' ? kycRouteOf(entry.productType, { id: enterpriseId, status: entry.enterpriseStatus }) : null];
  });
}

const drawbackCards = async (enterpriseId: string) =>
  (await productCentre(enterpriseId)).filter(([productType]) => productType.startsWith('EXPORT_DRAWBACK'));

/** What the prefill reads give step 2 (the KYC manager's names and ID number, its e-mail and phone). */
async function prefilledManager(enterpriseId: string) {
  const { data: kyc } = await get<Record<string, string>>(KYC_MANAGER, { enterpriseId });
  return { lastName: kyc.lastName!, firstName: kyc.firstName!, email: kyc.email!, phone: kyc.phone!, identNo: kyc.identNo! };
}

/** Uploads a signed copy as the contract screen does: kj-media, MKJ03CONTRACT / CCONTRACT012, busiKey = the contract's mediaId. */
async function uploadSignedCopy(busiKey: string): Promise<Envelope<{ id: string }>> {
  const url = new URL('/kj-media/media/opera/do/uploadMediaFile', window.location.origin);
  for (const [name, value] of Object.entries({ modelCode: 'MKJ03CONTRACT', catgId: 'CCONTRACT012', busiKey, sysCode: 'KJ_SYSTEM' })) url.searchParams.set(name, value);
  const body = new FormData();
  body.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'signed.pdf', { type: 'application/pdf' }), 'signed.pdf');
  return (await (await fetch(url, { method: 'POST', headers: { 'accept-language': 'en-US' }, body })).json()) as Envelope<{ id: string }>;
}

describe('drawback and contract demo accounts: where signing in leads (000 §4)', () => {
  it.each([
    // INIT DEFAULT_PRODUCT: /home, which shows the product centre (000 §2)
    ['demo.drawback', '20041', '/home'],
    ['demo.drawback.other', '20042', '/home'],
    // ENDURANCE DIGIPO with a DIGIPO service contract waiting
    ['demo.digipo', '20009', '/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE'],
  ])('%s (%s) → %s', async (loginName, enterpriseId, to) => {
    expect(await routeOf(loginName)).toEqual({ enterpriseId, to });
  });

  it('the drawback enterprises are quiet: no notifications', async () => {
    for (const [loginName, enterpriseId] of [['demo.drawback', '20041'], ['demo.drawback.other', '20042']] as const) {
      await signInAs(loginName);
      expect((await get('/kj-web/sys/setOrgId', { orgId: enterpriseId })).code).toBe('200');
      const { data } = await post<{ notificationCount: Row }>('/kj-sys/notification/getNotificationcount');
      expect(data.notificationCount).toEqual({ totalCount: 0, unReadCount: 0, unHandleCount: 0 });
    }
  });
});

describe('drawback demo accounts: the product centre and the prefill (000 §2 type=prefill)', () => {
  it.each([
    ['demo.drawback', '20041'],
    ['demo.drawback.other', '20042'],
  ])('%s: both drawback cards offer Verify → /exportDrawbackKyc?type=prefill with their product, and the product-KYC check allows them', async (loginName, enterpriseId) => {
    await routeOf(loginName);
    expect(await drawbackCards(enterpriseId)).toEqual([
      ['EXPORT_DRAWBACK_PROD', 'NOT_APPROVED', 'verify', '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD'],
      ['EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED', 'verify', '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_TRADE'],
    ]);
    for (const productType of ['EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE']) {
      expect((await post('/kj-kyc/productEnterprise/validateProductKyc', { enterpriseId, productType })).data).toBe(true);
    }
  });

  it.each([
    ['demo.drawback', '20041', { lastName: 'Zhou', firstName: 'Min', email: 'drawback@demo.kj', phone: '13800000041', identNo: '440112198605140041' }],
    ['demo.drawback.other', '20042', { lastName: 'Sun', firstName: 'Li', email: 'sun.li@ningbo-seaport.example', phone: '13900010042', identNo: '330206197911230042' }],
  ])('%s: the prefill reads answer a complete manager, the channel id and no application yet', async (loginName, enterpriseId, manager) => {
    await routeOf(loginName);
    expect(await prefilledManager(enterpriseId)).toEqual(manager);
    expect((await get(MANAGER, { enterpriseId })).data).toEqual({ id: `${enterpriseId}M`, phone: manager.phone, email: manager.email, remark: `KJCH${enterpriseId}` });
    expect((await get(RECORD, { enterpriseId })).data).toBeNull();
  });

  it('demo.drawback: the prefilled manager is the signed-in user, so step 2 passes the association check', async () => {
    await routeOf('demo.drawback');
    const { lastName, firstName, email, phone } = await prefilledManager('20041');
    expect(await post(ASSOCIATION, { firstName, lastName, email, telephone: phone })).toMatchObject({ code: '200', data: true });
  });

  it('demo.drawback.other: the prefilled manager is someone else, so step 2 asks to update; confirming makes them the user', async () => {
    await routeOf('demo.drawback.other');
    const manager = await prefilledManager('20042');
    const check = { firstName: manager.firstName, lastName: manager.lastName, email: manager.email, telephone: manager.phone };
    expect(await post(ASSOCIATION, check)).toMatchObject({ code: '200', data: false });
    // The dialog's confirm (000 §4): updateExportManager, then editManageUser.
    expect((await post('/kj-kyc/eKyc/updateExportManager', { enterpriseId: '20042', id: '20042M', identType: 'CREDENTIALS_ID', ...manager })).code).toBe('200');
    expect((await post('/kj-sys/user/editManageUser', { identType: 'CREDENTIALS_ID', ...manager })).code).toBe('200');
    expect((await post(ASSOCIATION, check)).data).toBe(true);
  });
});

describe('drawback demo accounts: applying (000 §4 step 3)', () => {
  it.each([
    ['demo.drawback', '20041', '91440101MA5D300041', '珠江出口制造有限公司'],
    ['demo.drawback.other', '20042', '91330200MA2H300042', '宁波海港贸易有限公司'],
  ])('%s: the prefilled application goes through for each product type, which the product centre then shows UNDER_REVIEW', async (loginName, enterpriseId, companyIdentCode, companyName) => {
    await routeOf(loginName);
    const manager = await prefilledManager(enterpriseId);
    const { data: enterpriseManager } = await get<{ remark: string }>(MANAGER, { enterpriseId });
    const form = {
      companyName,
      companyIdentCode,
      managerLastName: manager.lastName,
      mangerFirstName: manager.firstName,
      managerEmail: manager.email,
      managerPhone: manager.phone,
      managerIdentNo: manager.identNo,
      enterpriseId,
      channelId: enterpriseManager.remark,
    };
    expect((await post('/kj-sys/kjEnterprise/checkInitEnterpriseInfo', { companyName, companyIdentCode, productType: 'EXPORT_DRAWBACK_PROD', enterpriseId })).code).toBe('200');
    expect((await post(APPLY, { ...form, productType: 'EXPORT_DRAWBACK_PROD' })).code).toBe('200');
    expect((await drawbackCards(enterpriseId)).map(([productType, status]) => [productType, status])).toEqual([
      ['EXPORT_DRAWBACK_PROD', 'UNDER_REVIEW'],
      ['EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED'],
    ]);
    expect((await get<Row>(RECORD, { enterpriseId })).data).toMatchObject({ productType: 'EXPORT_DRAWBACK_PROD', channelId: `KJCH${enterpriseId}` });
    expect((await post(APPLY, { ...form, productType: 'EXPORT_DRAWBACK_TRADE' })).code).toBe('200');
    expect((await drawbackCards(enterpriseId)).map(([productType, status]) => [productType, status])).toEqual([
      ['EXPORT_DRAWBACK_PROD', 'UNDER_REVIEW'],
      ['EXPORT_DRAWBACK_TRADE', 'UNDER_REVIEW'],
    ]);
  });
});

describe('contract demo accounts (000 §2 "Contract screen", §4)', () => {
  it('demo.digipo: the DIGIPO contract comes with the CA box; once signed, signing in no longer goes to /contract', async () => {
    expect((await routeOf('demo.digipo')).to).toBe('/contract?mediaId=MEDIA20009&contractTypeDz=DIGIPO_SERVICE');
    expect((await post<Contract>('/kj-contract/contractInfo/getCfcaContractClient')).data).toMatchObject({ contractType: 'CFCA', contractStatus: 'WAIT_SIGN' });
    expect((await uploadSignedCopy('MEDIA20009')).code).toBe('200');
    expect((await post('/kj-contract/contractInfo/signDigipoContract', { contractType: 'DIGIPO_SERVICE' })).code).toBe('200');
    expect((await routeOf('demo.digipo')).to).toBe('/home');
  });

  it('demo.many → Zeta Digipo: routing opens the DIGIPO contract; the platform contract is at /contract?mediaId=MEDIAP20016&contractTypeDz=PLATFORM_SERVICE', async () => {
    expect((await routeOf('demo.many', '20016')).to).toBe('/contract?mediaId=MEDIA20016&contractTypeDz=DIGIPO_SERVICE');
    const { data: platform } = await post<Contract>('/kj-contract/contractInfo/getPlatformServiceContractClient');
    expect(platform).toMatchObject({ mediaId: 'MEDIAP20016', contractType: 'PLATFORM_SERVICE', contractStatus: 'WAIT_SIGN' });
    expect((await post<Contract>('/kj-contract/contractInfo/getCfcaContractClient')).data).toBeNull();
  });
});
