import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { MESSAGE_CATALOGUES, type MessageKey } from '../messages';
import { get, post, signInAs } from '../testing/client';
import { expectRefused } from '../testing/refused';
import { DEMO_ONE_TRADE_APPLICATION } from '../scenarios/states/drawback';

type Locale = 'en-US' | 'zh-CN';
type Entry = Record<string, string | number | null>;
const message = (locale: Locale, key: MessageKey) => MESSAGE_CATALOGUES[locale][key];
const param = (value: unknown) => (JSON.parse(String(value)) as { dictParam: string }).dictParam;

const MANAGER = '/kj-kyc/enterpriseContact/getEnterpriseManager';
const RECORD = '/kj-kyc/self/registration/exportRefundRecordTransition';
const UPDATE_MANAGER = '/kj-kyc/eKyc/updateExportManager';
const LETTER = '/kj-kyc/eKyc/downloadAuthLetterByCompanyNameCn';
const APPLY = '/kj-kyc/self/registration/applyDrawback';

/** demo.one's enterprise 20001: EXPORT_DRAWBACK_TRADE not approved, EXPORT_DRAWBACK_PROD activated. */
const FORM = DEMO_ONE_TRADE_APPLICATION;
const UPDATE = { enterpriseId: '20001', id: null, sysUserId: '10001', identType: 'CREDENTIALS_ID', identNo: 'E12345678', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', phone: '13900001111' };

const cards = async () =>
  (await get<Entry[]>('/kj-kyc/productEnterprise/listProductInfo', { enterpriseId: '20001' })).data.map((entry) => [param(entry.productType), param(entry.productStatus)]);

describe('kj-kyc: the drawback prefill (000 §2 type=prefill)', () => {
  it('needs a session and one of the user’s enterprises', async () => {
    expect((await get(MANAGER, { enterpriseId: '20001' })).code).toBe('01100');
    expect((await get(RECORD, { enterpriseId: '20001' })).code).toBe('01100');
    await signInAs('demo.one');
    expect((await get(MANAGER, { enterpriseId: '20011' })).code).toBe('30011');
    expect((await get(RECORD, { enterpriseId: '20011' })).code).toBe('30011');
  });

  it('the enterprise manager is the registered user until one is saved; its remark is the channel id', async () => {
    await signInAs('demo.one');
    expect((await get(MANAGER, { enterpriseId: '20001' })).data).toEqual({ id: null, phone: '13800000001', email: 'one@demo.kj', remark: 'KJCH20001' });
    expect((await post(UPDATE_MANAGER, UPDATE)).code).toBe('200');
    const manager = (await get<Entry>(MANAGER, { enterpriseId: '20001' })).data;
    expect(manager).toMatchObject({ phone: '13900001111', email: 'zhang.wei@demo.kj', remark: 'KJCH20001' });
    expect(manager.id).toEqual(expect.any(String));
    // The KYC manager read shows the same update.
    expect((await get(`/kj-kyc/enterprise/getManagerByEnterpriseId`, { enterpriseId: '20001' })).data).toMatchObject({
      firstName: 'Wei', lastName: 'Zhang', identType: 'CREDENTIALS_ID', identNo: 'E12345678',
    });
  });

  it('the record is null before an application, then the latest application', async () => {
    await signInAs('demo.one');
    expect((await get(RECORD, { enterpriseId: '20001' })).data).toBeNull();
    expect((await post(APPLY, FORM)).code).toBe('200');
    expect((await get(RECORD, { enterpriseId: '20001' })).data).toEqual(FORM);
  });
});

describe('kj-kyc: updateExportManager (000 §4 association dialog)', () => {
  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['another enterprise', { enterpriseId: '20011' }, '30011', 'noPermission'],
    ['no last name', { lastName: '' }, '30013', 'kycFamilyNameRequired'],
    ['a bad e-mail', { email: 'zhang.wei@' }, '30013', 'emailFormat'],
    ['a phone with a plus', { phone: '+8613900001111' }, '30013', 'phoneFormat'],
    ['no id number', { identNo: '' }, '30013', 'kycIdNumberRequired'],
    ['an id number with a hyphen', { identNo: 'E-123' }, '30013', 'drawbackIdNumberFormat'],
  ])('refuses %s in both languages and stores nothing', async (_case, change, code, key) => {
    await signInAs('demo.one');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(UPDATE_MANAGER, { ...UPDATE, ...change }, { locale })).toMatchObject({ code, msg: message(locale, key) });
    }
    expect(db.kycManager.count({ where: { id: { equals: '20001' } } })).toBe(0);
  });
});

describe('kj-kyc: the authorisation letter of step 3', () => {
  it('is a PDF named after the Chinese company name', async () => {
    await signInAs('demo.one');
    const url = new URL(LETTER, window.location.origin);
    url.searchParams.set('companyNameCn', '壹号贸易有限公司');
    const response = await fetch(url, { method: 'POST' });
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Authorisation_letter_壹号贸易有限公司.pdf')}`);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('needs a session, and a name (400)', async () => {
    expect((await post(`${LETTER}?companyNameCn=Any`)).code).toBe('01100');
    await signInAs('demo.one');
    expect(await post(LETTER)).toMatchObject({ code: '400', msg: message('en-US', 'agreementCompanyRequired') });
    await expectRefused(`POST ${LETTER}`);
  });
});

describe('kj-kyc: applyDrawback (000 §4 step 3, §5 steps 1-2)', () => {
  it('puts the product under review, which the product centre shows', async () => {
    await signInAs('demo.one');
    expect(await cards()).toContainEqual(['EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED']);
    expect((await post(APPLY, FORM)).code).toBe('200');
    expect(await cards()).toContainEqual(['EXPORT_DRAWBACK_TRADE', 'UNDER_REVIEW']);
    // Applying again while under review, or for the activated manufacturing product, is refused.
    expect(await post(APPLY, FORM)).toMatchObject({ code: '30013', msg: message('en-US', 'drawbackUnderReview') });
    expect(await post(APPLY, { ...FORM, productType: 'EXPORT_DRAWBACK_PROD' }, { locale: 'zh-CN' })).toMatchObject({
      code: '30013', msg: message('zh-CN', 'drawbackAlreadyActivated'),
    });
  });

  it('an enterprise without the product gets it, under review', async () => {
    await signInAs('demo.many');
    const form = { ...FORM, enterpriseId: '20011', companyIdentCode: '91310115MA1K300011', channelId: 'KJCH20011', managerEmail: 'many@demo.kj' };
    expect((await post(APPLY, form)).code).toBe('200');
    const product = db.product.findFirst({ where: { enterpriseId: { equals: '20011' }, productType: { equals: 'EXPORT_DRAWBACK_TRADE' } } });
    expect(product?.productStatus).toBe('UNDER_REVIEW');
  });

  it.each<[string, Record<string, string>, string, MessageKey]>([
    ['no session', {}, '01100', 'sessionExpired'],
  ])('%s', async (_case, change, code, key) => {
    expect(await post(APPLY, { ...FORM, ...change })).toMatchObject({ code, msg: message('en-US', key) });
  });

  it.each<[string, Record<string, string>, string, MessageKey]>([
    ['another user’s enterprise', { enterpriseId: '20011' }, '30011', 'noPermission'],
    ['no company name', { companyName: '' }, '30013', 'companyNameRequired'],
    ['no credit code', { companyIdentCode: '' }, '30013', 'drawbackIdentCodeRequired'],
    ['a credit code with a space inside', { companyIdentCode: '9131 0115MA1K3001' }, '30013', 'drawbackIdentCodeFormat'],
    ['another enterprise’s credit code', { companyIdentCode: '91310115MA1K300012' }, '30013', 'drawbackIdentCodeTaken'],
    ['no last name', { managerLastName: '' }, '30013', 'kycFamilyNameRequired'],
    ['no first name', { mangerFirstName: '' }, '30013', 'kycFirstNameRequired'],
    ['no e-mail', { managerEmail: '' }, '30013', 'emailRequired'],
    ['a bad e-mail', { managerEmail: 'one.demo.kj' }, '30013', 'emailFormat'],
    ['no phone', { managerPhone: '' }, '30013', 'phoneRequired'],
    ['a phone with a space', { managerPhone: '138 0000 0001' }, '30013', 'phoneFormat'],
    ['no id number', { managerIdentNo: '' }, '30013', 'kycIdNumberRequired'],
    ['an id number with a slash', { managerIdentNo: '110105/1949' }, '30013', 'drawbackIdNumberFormat'],
    ['a channel other than the manager’s remark', { channelId: 'KJCH20011' }, '30013', 'drawbackChannelMismatch'],
  ])('refuses %s in both languages and changes nothing', async (_case, change, code, key) => {
    await signInAs('demo.one');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(APPLY, { ...FORM, ...change }, { locale })).toMatchObject({ code, msg: message(locale, key) });
    }
    expect(db.drawbackApplication.count()).toBe(0);
    expect(await cards()).toContainEqual(['EXPORT_DRAWBACK_TRADE', 'NOT_APPROVED']);
  });

  it('refuses a product type other than drawback and a field over its limit (the document forbids both)', async () => {
    await signInAs('demo.one');
    expect(await post(APPLY, { ...FORM, productType: 'IDD' })).toMatchObject({ code: '30013', msg: message('en-US', 'drawbackProductTypeRequired') });
    expect(await post(APPLY, { ...FORM, companyName: 'x'.repeat(141) })).toMatchObject({ code: '30013', msg: message('en-US', 'companyNameTooLong') });
    expect(await post(APPLY, { ...FORM, managerLastName: 'x'.repeat(51) })).toMatchObject({ code: '30013', msg: message('en-US', 'kycNameTooLong') });
    await expectRefused(`POST ${APPLY}`, `POST ${APPLY}`, `POST ${APPLY}`);
  });
});
