import { describe, expect, it } from '@rstest/core';
import { PRODUCT_TYPES } from '@/shared/api';
import { dictParamOf } from '@/entities/dictionary';
import { routeAfterChoice } from '@/features/choose-enterprise';
import { db } from '../db';
import { MESSAGE_CATALOGUES } from '../messages';
import { get, post, signInAs, type Envelope } from '../testing/client';
import { signedFile } from '@tests/support/files';

/*
 * The KYC file wizard's demo accounts (001 §2.2; README "Demo accounts"): signed in as a
 * user would be, each lands where 000 §4 "After choosing an enterprise" sends its one
 * enterprise, and the wizard's calls answer the state its description promises.
 */

type Row = Record<string, unknown>;

const EKYC = '/kj-kyc/eKyc';
const readEnterprise = (enterpriseId: string, locale: 'en-US' | 'zh-CN' = 'en-US') => post<Row>(`${EKYC}/getEnterprise`, { enterpriseId }, { locale });
const readManager = (enterpriseId: string) => post<Row>(`${EKYC}/getManager`, { enterpriseId });
const readContacts = (enterpriseId: string) => get<Row>(`${EKYC}/getEnterpriseContact`, { enterpriseId });
const filesOf = (busiKey: string) => post<Array<{ fileName: string }>>('/kj-media/media/opera/showFileByCatgIdBusiKey', undefined, { query: { busiKey } });
const submit = (enterpriseId: string) => post(`${EKYC}/submitOpenAccount`, { enterpriseId, serviceAgreement: 'Y', mediaId: null });

/** Signs the account in and asks where its only enterprise leads, with the facts the portal gathers (000 §4). */
async function routeOf(loginName: string): Promise<{ enterpriseId: string; to: string | null }> {
  await signInAs(loginName);
  const { data: list } = await post<Array<Record<string, string>>>('/kj-sys/kjEnterprise/getEnterpriseByType', { productType: PRODUCT_TYPES });
  expect(list).toHaveLength(1);
  const item = list[0]!;
  const enterpriseId = item.enterpriseId!;
  // The menu permission check: a non-empty list lets the page open.
  const { data: menu } = await post<unknown[]>('/kj-sys/menu/getEnterpriseMenuList', { enterpriseId });
  expect(menu.length).toBeGreaterThan(0);
  const decision = routeAfterChoice({
    enterprise: { id: enterpriseId, status: dictParamOf(item.status), productType: dictParamOf(item.productType) },
    menuSize: menu.length,
  });
  return { enterpriseId, to: decision.kind === 'navigate' ? decision.to : null };
}

describe('KYC file wizard demo accounts: where signing in leads (000 §4)', () => {
  it.each([
    ['demo.file.cn', '/kycFileCN?id=20031&status=INIT'],
    ['demo.file.hk', '/kycFileCN?id=20032&status=INIT'],
    ['demo.file.os', '/kycFileCN?id=20033&status=INIT'],
    ['demo.file.back', '/kycFileCN?id=20034&status=BACK'],
    ['demo.file.done', '/kycFileCN?id=20035&status=SUBMIT'],
    // The five-step e-KYC variant: demo.efin's E_FINANCE enterprise.
    ['demo.efin', '/childEkycPortal/efinKyc?id=20008&status=INIT'],
  ])('%s → %s', async (loginName, to) => {
    expect((await routeOf(loginName)).to).toBe(to);
  });

  it('the KYC enterprises are quiet: no notifications', async () => {
    for (const [loginName, enterpriseId] of [['demo.file.cn', '20031'], ['demo.file.back', '20034'], ['demo.file.done', '20035']] as const) {
      await signInAs(loginName);
      expect((await get('/kj-web/sys/setOrgId', { orgId: enterpriseId })).code).toBe('200');
      const { data } = await post<{ notificationCount: Row }>('/kj-sys/notification/getNotificationcount');
      expect(data.notificationCount).toEqual({ totalCount: 0, unReadCount: 0, unHandleCount: 0 });
    }
  });
});

describe('KYC file wizard demo accounts: fresh enterprises', () => {
  it('demo.file.cn: mainland, nothing saved; OCR reads demo licence data from any uploaded licence', async () => {
    await signInAs('demo.file.cn');
    const { data } = await readEnterprise('20031');
    expect(data).toMatchObject({ id: '20031', location: 'TERRITORY', status: 'INIT', productType: 'IDD', mediaId: 'ENT20031' });
    expect(data.registeredAreaCode).toBeUndefined();
    expect((await filesOf('ENT20031')).data).toEqual([]);
    const url = new URL('/kj-media/media/opera/do/uploadMediaFileWithOcr', window.location.origin);
    for (const [name, value] of Object.entries({ modelCode: 'MKJ01ENT', catgId: 'CENT005', busiKey: 'ENT20031', sysCode: 'KJ_SYSTEM' })) url.searchParams.set(name, value);
    const body = new FormData();
    body.append('file', signedFile('my_licence.png'), 'my_licence.png');
    const answer = (await (await fetch(url, { method: 'POST', headers: { 'accept-language': 'en-US' }, body })).json()) as Envelope<Row>;
    expect(answer.data.ocrResult).toEqual({ data: expect.objectContaining({ creditCode: '91310115MA1K4DEM05', address: expect.stringContaining('上海市') }) });
  });

  it.each([
    ['demo.file.hk', '20032', 'HKG'],
    ['demo.file.os', '20033', 'SGP'],
  ])('%s: overseas, the registered country pre-filled as %s (%s) with the country list’s name, nothing else', async (loginName, enterpriseId, countryCode) => {
    await signInAs(loginName);
    const { data } = await readEnterprise(enterpriseId);
    const { data: countries } = await post<Row[]>('/kj-kyc/country/list');
    const country = countries.find((entry) => entry.countryCode === countryCode)!;
    expect(data).toMatchObject({ location: 'OVERSEAS', status: 'INIT', productType: 'IDD', registeredAreaCode: countryCode, registeredArea: country.countryName });
    for (const field of ['registeredDetail', 'manageCountryCode', 'manageDetail', 'companyIdentType', 'companyIdentStartTime', 'certIssueCode']) {
      expect(data[field]).toBeUndefined();
    }
    expect(data.companyIdentCode).toBeNull();
    expect((await filesOf(`ENT${enterpriseId}`)).data).toEqual([]);
    expect((await readManager(enterpriseId)).data).toMatchObject({ id: null });
    expect((await readContacts(enterpriseId)).data).toEqual({ enterpriseId, director: null, beneficiaryList: [], stockholderList: [] });
  });
});

describe('KYC file wizard demo accounts: demo.file.back (returned, step 3 from a draft)', () => {
  it('is BACK with the review’s comment in both languages, steps 1 and 2 saved with their documents', async () => {
    await signInAs('demo.file.back');
    const en = (await readEnterprise('20034')).data;
    expect(en).toMatchObject({ status: 'BACK', location: 'TERRITORY', registeredAreaCode: 'CHN', companyIdentCode: '91350200MA2Y300034', companyType: 'GENERAL_TAXPAYER' });
    expect(en.auditComment).toMatch(/identity information/);
    expect((await readEnterprise('20034', 'zh-CN')).data.auditComment).toMatch(/身份信息/);
    expect((await filesOf('ENT20034')).data.map((file) => file.fileName)).toEqual(['business-licence.pdf']);
    expect((await readManager('20034')).data).toMatchObject({ id: '20034M', lastName: '林', email: 'file.back@demo.kj', position: ['GENERAL_MANAGER'], mediaId: 'MGR20034' });
    expect((await filesOf('MGR20034')).data.map((file) => file.fileName)).toEqual(['id-front.png', 'id-back.png']);
  });

  it('step 3 resumes with the draft: a half-filled legal person and one beneficial owner with ID images', async () => {
    await signInAs('demo.file.back');
    const { data } = await readContacts('20034');
    expect(data).toEqual({
      enterpriseId: '20034',
      legal: expect.objectContaining({ id: null, lastName: '林', firstName: '海', position: ['LEGAL'], mediaId: 'LGL20034L1' }),
      beneficiaryList: [expect.objectContaining({ id: null, contactRoleType: 'PERSONAL', identNo: '350203196809120034', mediaId: 'BEN20034B1' })],
      stockholderList: [],
    });
    expect((data.legal as Row).identNo).toBeUndefined();
    expect((await filesOf('LGL20034L1')).data).toEqual([]);
    expect((await filesOf('BEN20034B1')).data).toHaveLength(2);
    // Nothing of step 3 is saved: the company wizard's lists are empty.
    expect((await get<Row[]>('/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', { enterpriseId: '20034' })).data).toEqual([]);
  });

  it('steps 1 and 2 pass the submission’s checks: the first gap is the legal person; completing step 3 submits', async () => {
    await signInAs('demo.file.back');
    expect(await submit('20034')).toMatchObject({ code: '30013', msg: MESSAGE_CATALOGUES['en-US'].kycLegalPersonRequired });
    const { data: draft } = await readContacts('20034');
    const legal = { ...(draft.legal as Row), identNo: '350203196809120011', phone: '13900010034' };
    expect((await post(`${EKYC}/saveEnterpriseContact`, { ...draft, legal })).code).toBe('200');
    expect(db.kycDraft.count({ where: { enterpriseId: { equals: '20034' } } })).toBe(0);
    expect((await submit('20034')).code).toBe('200');
    expect((await readEnterprise('20034')).data.status).toBe('SUBMIT');
  });
});

describe('KYC file wizard demo accounts: demo.file.done (submitted)', () => {
  it('is SUBMIT with steps 1-3 saved, and refuses another submission or change', async () => {
    await signInAs('demo.file.done');
    expect((await readEnterprise('20035')).data).toMatchObject({ status: 'SUBMIT', auditComment: null, companyIdentCode: '91440600MA4W300035' });
    expect((await readManager('20035')).data).toMatchObject({ id: '20035M', email: 'file.done@demo.kj' });
    const { data } = await readContacts('20035');
    expect(data.legal).toMatchObject({ lastName: '梁', firstName: '伟', managerPerson: 'N' });
    expect(data.beneficiaryList).toEqual([expect.objectContaining({ contactRoleType: 'PERSONAL', mediaId: 'BEN20035B1' })]);
    expect(data.stockholderList).toEqual([expect.objectContaining({ contactRoleType: 'COMPANY', name: 'Foshan Home Holdings Co., Ltd.', mediaId: 'STK20035S1' })]);
    expect((await filesOf('STK20035S1')).data.map((file) => file.fileName)).toEqual(['company-file.pdf']);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const refused = await post(`${EKYC}/submitOpenAccount`, { enterpriseId: '20035', serviceAgreement: 'Y', mediaId: null }, { locale });
      expect(refused).toMatchObject({ code: '30013', msg: MESSAGE_CATALOGUES[locale].kycSubmitted });
    }
    expect((await post(`${EKYC}/saveEnterpriseContact`, { ...data })).msg).toBe(MESSAGE_CATALOGUES['en-US'].kycSubmitted);
  });

  it('its stored steps are complete: the submission’s checks pass them', async () => {
    await signInAs('demo.file.done');
    // Only to reach the checks: the seed itself is submitted.
    db.enterprise.update({ where: { id: { equals: '20035' } }, data: { status: 'INIT' } });
    expect((await submit('20035')).code).toBe('200');
  });
});
