import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { MESSAGE_CATALOGUES, type MessageKey } from '../messages';
import { KYC_COMPANY, KYC_OWNER, KYC_PERSON } from '@tests/support/kycSamples';
import { get, post, signInAs } from '../testing/client';
import { encryptForMock } from '../testing/encrypt';
import { expectRefused } from '../testing/refused';

type Row = Record<string, unknown>;
type Locale = 'en-US' | 'zh-CN';

const EKYC = '/kj-kyc/eKyc';
const FRESH_CN = '20021';
const FRESH_OS = '20022';
const BACK = '20024';
const DONE = '20025';

const message = (locale: Locale, key: MessageKey) => MESSAGE_CATALOGUES[locale][key];
const param = (value: unknown) => (JSON.parse(String(value)) as { dictParam: string }).dictParam;

const readEnterprise = (enterpriseId: string) => post<Row>(`${EKYC}/getEnterprise`, { enterpriseId });
const readManager = (enterpriseId: string) => post<Row>(`${EKYC}/getManager`, { enterpriseId });
const readContacts = (enterpriseId: string) => get<Row>(`${EKYC}/getEnterpriseContact`, { enterpriseId });

const company = (overrides: Row = {}): Row => ({ ...KYC_COMPANY, ...overrides });

const person = (overrides: Row = {}): Row => ({ ...KYC_PERSON, mediaId: 'M1', ...overrides });

const owner = (overrides: Row = {}): Row => ({ ...KYC_OWNER, mediaId: 'B1', ...overrides });

const contacts = (overrides: Row = {}): Row => ({
  enterpriseId: FRESH_CN,
  legal: person({ lastName: '刘', firstName: '强', position: ['LEGAL'], mediaId: 'L1' }),
  beneficiaryList: [owner()],
  stockholderList: [owner({ contactRoleType: 'COMPANY', name: 'Holding Ltd.', companyIdentType: 'BUSINESS_LICENCE', companyIdentCode: '91310101MA1K3H0001', mediaId: 'S1' })],
  ...overrides,
});

const passwords = (password: string, confirmPassword = password, enterpriseId = FRESH_CN) => ({
  enterpriseId,
  password: encryptForMock(password),
  confirmPassword: encryptForMock(confirmPassword),
  encrypt: true,
});

describe('kj-kyc file wizard: who is served', () => {
  it('needs a session, and serves only the user’s enterprises', async () => {
    expect((await readEnterprise(FRESH_CN)).code).toBe('01100');
    expect((await post(`${EKYC}/downloadExportAgreement?companyName=Any`)).code).toBe('01100');
    await signInAs('demo.kyc.cn');
    expect((await readEnterprise(FRESH_CN)).code).toBe('200');
    for (const call of [readEnterprise(FRESH_OS), readManager(BACK), readContacts(DONE)]) expect((await call).code).toBe('30011');
    expect((await post(`${EKYC}/saveEnterprise`, company({ id: FRESH_OS }))).code).toBe('30011');
    expect((await post(`${EKYC}/saveTransactionPassword`, passwords('Trade#Pass1', 'Trade#Pass1', BACK))).code).toBe('30011');
  });

  it('takes a bare enterprise id as the body too (EnterpriseIdBody)', async () => {
    await signInAs('demo.kyc.cn');
    expect((await post<Row>(`${EKYC}/getEnterprise`, FRESH_CN)).data).toMatchObject({ id: FRESH_CN, location: 'TERRITORY', status: 'INIT' });
  });

  it('a submitted enterprise can no longer be changed', async () => {
    await signInAs('demo.kyc.done');
    for (const [path, body] of [
      ['saveEnterprise', company({ id: DONE })],
      ['stagedManager', { enterpriseId: DONE, manager: person() }],
      ['stagedEnterpriseContact', contacts({ enterpriseId: DONE })],
      ['submitOpenAccount', { enterpriseId: DONE, serviceAgreement: 'Y', mediaId: null }],
    ] as const) {
      expect(await post(`${EKYC}/${path}`, body)).toMatchObject({ code: '30013', msg: message('en-US', 'kycSubmitted') });
    }
  });
});

describe('kj-kyc file wizard, step 1: basics info', () => {
  it.each([
    [{ registeredDetail: '' }, 'kycRegisteredAddressRequired'],
    [{ companyName: 'AB' }, 'kycCompanyNameEnFormat'],
    [{ companyIdentCode: '12345' }, 'kycRegistrationCodeFormat'],
    [{ expirationPerennial: 'N', companyIdentExpirationTime: null }, 'kycEndDateRequired'],
  ] as const)('refuses %j with the message of %s in both languages, storing nothing', async (change, key) => {
    await signInAs('demo.kyc.cn');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(`${EKYC}/saveEnterprise`, company(change), { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
    expect((await readEnterprise(FRESH_CN)).data.registeredDetail).toBeUndefined();
  });

  it('saves a complete step, answers the location, and the company wizard reads the same record', async () => {
    await signInAs('demo.kyc.cn');
    expect(await post(`${EKYC}/saveEnterprise`, company())).toMatchObject({ code: '200', data: { location: 'TERRITORY' } });
    expect((await readEnterprise(FRESH_CN)).data).toMatchObject({ registeredDetail: '上海市黄浦区中山东一路 1 号', status: 'INIT' });
    expect((await get<Row>('/kj-kyc/enterprise/getByEnterpriseIdClient', { enterpriseId: FRESH_CN })).data.companyIdentCode).toBe('91310101MA1K300021');
  });

  it('answers OVERSEAS for an overseas enterprise', async () => {
    await signInAs('demo.kyc.os');
    const body = company({ id: FRESH_OS, registeredAreaCode: 'SGP', companyIdentCode: '201912345K', manageCountryCode: 'SGP', certIssueCode: 'SGP' });
    expect(await post(`${EKYC}/saveEnterprise`, body)).toMatchObject({ code: '200', data: { location: 'OVERSEAS' } });
  });
});

describe('kj-kyc file wizard, step 2: the manager and its draft', () => {
  it('reads the registered user before anything is saved', async () => {
    await signInAs('demo.kyc.cn');
    expect((await readManager(FRESH_CN)).data).toMatchObject({ id: null, enterpriseId: FRESH_CN, email: 'kyc.cn@demo.kj' });
  });

  it('refuses a manager without a position, in both languages', async () => {
    await signInAs('demo.kyc.cn');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const body = { ...person({ position: [] }), enterpriseId: FRESH_CN };
      expect(await post(`${EKYC}/saveManager`, body, { locale })).toMatchObject({ code: '30013', msg: message(locale, 'kycPositionRequired') });
    }
  });

  it('back stores an unchecked draft that the read returns until the next save, which drops it', async () => {
    await signInAs('demo.kyc.cn');
    const draft = { enterpriseId: FRESH_CN, manager: { firstName: 'Half', position: [] } };
    expect((await post(`${EKYC}/stagedManager`, draft)).code).toBe('200');
    expect((await readManager(FRESH_CN)).data).toMatchObject({ firstName: 'Half', position: [], enterpriseId: FRESH_CN });
    // A refused save keeps the draft.
    expect((await post(`${EKYC}/saveManager`, { enterpriseId: FRESH_CN, position: [] })).code).toBe('30013');
    expect((await readManager(FRESH_CN)).data.firstName).toBe('Half');
    expect((await post(`${EKYC}/saveManager`, { ...person({ position: ['GENERAL_MANAGER'] }), enterpriseId: FRESH_CN })).code).toBe('200');
    expect((await readManager(FRESH_CN)).data).toMatchObject({ firstName: '雷', position: ['GENERAL_MANAGER'] });
    expect(db.kycDraft.count({ where: { enterpriseId: { equals: FRESH_CN } } })).toBe(0);
  });
});

describe('kj-kyc file wizard, step 3: identity information and its draft', () => {
  it('reads the legal person for a mainland enterprise and the director otherwise', async () => {
    await signInAs('demo.kyc.back');
    const { data } = await readContacts(BACK);
    expect(data).toMatchObject({ enterpriseId: BACK, legal: expect.objectContaining({ managerPerson: 'N' }), stockholderList: [] });
    expect(data.beneficiaryList).toHaveLength(1);
    await signInAs('demo.kyc.os');
    expect((await readContacts(FRESH_OS)).data).toEqual({ enterpriseId: FRESH_OS, director: null, beneficiaryList: [], stockholderList: [] });
  });

  it.each([
    ['no legal person', { legal: null }, 'kycLegalPersonRequired'],
    ['no beneficial owner', { beneficiaryList: [] }, 'kycOwnerRequired'],
    ['5 beneficial owners', { beneficiaryList: Array.from({ length: 5 }, () => owner()) }, 'kycOwnerLimit'],
    ['51 shareholders', { stockholderList: Array.from({ length: 51 }, () => owner()) }, 'kycStockholderLimit'],
    ['a shareholder without gender', { stockholderList: [owner({ gender: null })] }, 'kycGenderRequired'],
    ['a shareholder that is neither a company nor a person', { stockholderList: [owner({ contactRoleType: null })] }, 'kycStockholderRoleRequired'],
    ['a company shareholder without its code', { stockholderList: [owner({ contactRoleType: 'COMPANY', name: 'Holding Ltd.', companyIdentType: 'BUSINESS_LICENCE', companyIdentCode: '' })] }, 'kycStockholderCompanyCodeRequired'],
    ['a legal person without ID number', { legal: person({ identNo: '' }) }, 'kycIdNumberRequired'],
  ] as const)('refuses %s with the message of %s in both languages', async (_label, change, key) => {
    await signInAs('demo.kyc.cn');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(`${EKYC}/saveEnterpriseContact`, contacts(change), { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
  });

  it('back stores a draft without checks; a save replaces it and stores the shareholders', async () => {
    await signInAs('demo.kyc.cn');
    const draft = contacts({ legal: { firstName: 'Only' }, beneficiaryList: [], stockholderList: [owner({ id: 'S9', gender: null })] });
    expect((await post(`${EKYC}/stagedEnterpriseContact`, draft)).code).toBe('200');
    expect((await readContacts(FRESH_CN)).data).toMatchObject({
      legal: { firstName: 'Only', id: null },
      beneficiaryList: [],
      stockholderList: [expect.objectContaining({ id: 'S9', contactRoleType: 'PERSONAL' })],
    });
    expect((await post(`${EKYC}/saveEnterpriseContact`, contacts())).code).toBe('200');
    const { data } = await readContacts(FRESH_CN);
    expect(data.legal).toMatchObject({ lastName: '刘', firstName: '强', managerPerson: 'N' });
    expect(data.beneficiaryList).toEqual([expect.objectContaining({ lastName: '韩', contactRoleType: 'PERSONAL' })]);
    expect(data.stockholderList).toEqual([expect.objectContaining({ name: 'Holding Ltd.', contactRoleType: 'COMPANY' })]);
    // The company wizard's lists show the same people.
    expect((await get<Row[]>('/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', { enterpriseId: FRESH_CN })).data).toHaveLength(1);
  });
});

describe('kj-kyc file wizard, step 4: the open-account form and the submission', () => {
  it('a mainland enterprise must tick the service agreement ("check service agreement")', async () => {
    await signInAs('demo.kyc.back');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const refused = await post(`${EKYC}/submitOpenAccount`, { enterpriseId: BACK, serviceAgreement: 'N', mediaId: 'OA1' }, { locale });
      expect(refused).toMatchObject({ code: '30013', msg: message(locale, 'kycServiceAgreementRequired') });
    }
    expect(message('en-US', 'kycServiceAgreementRequired')).toBe('check service agreement');
  });

  it('names the first gap of the stored steps before submitting', async () => {
    await signInAs('demo.kyc.cn');
    const refused = await post(`${EKYC}/submitOpenAccount`, { enterpriseId: FRESH_CN, serviceAgreement: 'Y', mediaId: null });
    expect(refused).toMatchObject({ code: '30013', msg: message('en-US', 'kycRegisteredCountryRequired') });
    expect(db.enterprise.findFirst({ where: { id: { equals: FRESH_CN } } })?.status).toBe('INIT');
  });

  it('moves a complete enterprise to SUBMIT: read-only, and the product centre shows it submitted', async () => {
    await signInAs('demo.kyc.back');
    expect((await post(`${EKYC}/submitOpenAccount`, { enterpriseId: BACK, serviceAgreement: 'Y', mediaId: 'OA1' })).code).toBe('200');
    expect((await readEnterprise(BACK)).data.status).toBe('SUBMIT');
    expect(db.kycOpenAccount.findFirst({ where: { id: { equals: BACK } } })).toMatchObject({ serviceAgreement: 'Y', mediaId: 'OA1' });
    const cards = await get<Row[]>('/kj-kyc/productEnterprise/listProductInfo', { enterpriseId: BACK });
    expect(cards.data.map((card) => param(card.enterpriseStatus))).toEqual(cards.data.map(() => 'SUBMIT'));
    expect((await post(`${EKYC}/submitOpenAccount`, { enterpriseId: BACK, serviceAgreement: 'Y', mediaId: 'OA1' })).msg).toBe(message('en-US', 'kycSubmitted'));
  });
});

describe('kj-kyc file wizard, step 5: the transaction password (000 §5)', () => {
  it.each([
    ['   ', '   ', 'transactionPasswordRequired'],
    ['Short#1', 'Short#1', 'transactionPasswordFormat'],
    ['alllower#1', 'alllower#1', 'transactionPasswordFormat'],
    ['ALLUPPER#1', 'ALLUPPER#1', 'transactionPasswordFormat'],
    ['NoDigitOrSymbol', 'NoDigitOrSymbol', 'transactionPasswordFormat'],
    ['Trade#Pass1', ' ', 'transactionConfirmRequired'],
    ['Trade#Pass1', 'Trade#Pass2', 'transactionConfirmMismatch'],
  ] as const)('refuses %j / %j with the message of %s in both languages', async (password, confirm, key) => {
    await signInAs('demo.kyc.cn');
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expect(await post(`${EKYC}/saveTransactionPassword`, passwords(password, confirm), { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
    expect(db.kycTransactionPassword.count()).toBe(0);
  });

  it('uses the specification’s Chinese wording for the confirmation', () => {
    expect(message('zh-CN', 'transactionConfirmRequired')).toBe('请再次输入密码');
    expect(message('zh-CN', 'transactionConfirmMismatch')).toBe('两次输入密码不一致!');
    expect(message('zh-CN', 'transactionPasswordRequired')).toBe('请输入新密码');
  });

  it('stores a valid password (trimmed, a digit or a symbol will do) as a hash, never in clear', async () => {
    await signInAs('demo.kyc.cn');
    expect((await post(`${EKYC}/saveTransactionPassword`, passwords(' Tradepass1 ', 'Tradepass1'))).code).toBe('200');
    expect((await post(`${EKYC}/saveTransactionPassword`, passwords('Trade-pass', 'Trade-pass'))).code).toBe('200');
    const stored = db.kycTransactionPassword.findFirst({ where: { id: { equals: FRESH_CN } } });
    expect(stored?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('Trade-pass');
  });

  it('refuses a password that is not encrypted (30006)', async () => {
    await signInAs('demo.kyc.cn');
    const plain = { enterpriseId: FRESH_CN, password: 'Trade#Pass1', confirmPassword: 'Trade#Pass1', encrypt: true };
    expect((await post(`${EKYC}/saveTransactionPassword`, plain)).code).toBe('30006');
  });
});

describe('kj-kyc file wizard: the service agreement download', () => {
  it('answers a PDF named after the company', async () => {
    await signInAs('demo.kyc.cn');
    const url = new URL(`${EKYC}/downloadExportAgreement`, window.location.origin);
    url.searchParams.set('companyName', '大陆开户演示有限公司');
    const response = await fetch(url, { method: 'POST', headers: { 'accept-language': 'en-US' } });
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain('Service_agreement_大陆开户演示有限公司.pdf');
  });

  it('refuses a request without the company name (a request the document does not allow)', async () => {
    await signInAs('demo.kyc.cn');
    expect((await post(`${EKYC}/downloadExportAgreement`)).code).toBe('400');
    await expectRefused(`POST ${EKYC}/downloadExportAgreement`);
  });
});
