import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { advanceMockClock } from '../lib/clock';
import { MESSAGE_CATALOGUES, type MessageKey } from '../messages';
import { KYC_COMPANY, KYC_COMPANY_OWNER, KYC_OWNER, KYC_PERSON } from '@tests/support/kycSamples';
import { get, post, signInAs } from '../testing/client';
import { expectRefused } from '../testing/refused';
import { latestBirthday } from './kj-kyc-onboarding-rules';

type Row = Record<string, unknown>;
type Locale = 'en-US' | 'zh-CN';

const ENTERPRISE = '/kj-kyc/enterprise';
const FRESH_CN = '20021';
const FRESH_OS = '20022';
const HALF = '20023';
const BACK = '20024';
const DONE = '20025';

const readEnterprise = (enterpriseId: string, locale: Locale = 'en-US') =>
  get<Row>(`${ENTERPRISE}/getByEnterpriseIdClient`, { enterpriseId }, { locale });
const readManager = (enterpriseId: string) => get<Row>(`${ENTERPRISE}/getManagerByEnterpriseId`, { enterpriseId });
const readLegals = (enterpriseId: string, containsManager = true) =>
  get<Row[]>(`${ENTERPRISE}/listLegalByEnterpriseId`, { enterpriseId, containsManager: String(containsManager) });
const readOwners = (enterpriseId: string) => get<Row[]>(`${ENTERPRISE}/listBeneficiaryByEnterpriseId`, { enterpriseId });

const PATHS = {
  enterprise: { save: `${ENTERPRISE}/updateInPortal`, next: `${ENTERPRISE}/handleAfterUpdateInPortal` },
  manager: { save: `${ENTERPRISE}/updateManagerInPortal`, next: `${ENTERPRISE}/handleAfterUpdateManagerInPortal` },
  legal: { save: `${ENTERPRISE}/updateLegalInPortal`, next: `${ENTERPRISE}/handleAfterUpdateLegalInPortal` },
  owner: { save: `${ENTERPRISE}/updateBeneficiary`, next: `${ENTERPRISE}/handleAfterUpdateBeneficiaryInPortal` },
} as const;

const message = (locale: Locale, key: MessageKey) => MESSAGE_CATALOGUES[locale][key];

const company = (overrides: Row = {}): Row => ({
  ...KYC_COMPANY,
  registeredArea: '中国',
  manageCountry: '中国',
  manageDetailIsRegisteredDetail: 'N',
  companyType: 'GENERAL_TAXPAYER',
  companyIdentType: 'BUSINESS_LICENCE',
  companyIdentExpirationTime: '2040-01-01',
  expirationPerennial: 'N',
  ...overrides,
});

const identity = (overrides: Row = {}): Row => ({ enterpriseId: FRESH_CN, ...KYC_PERSON, mediaId: 'M1', ...overrides });

const manager = (overrides: Row = {}): Row => identity({ position: ['GENERAL_MANAGER'], ...overrides });

const personalOwner = (overrides: Row = {}): Row => ({ enterpriseId: FRESH_CN, ...KYC_OWNER, mediaId: 'B1', ...overrides });

const companyOwner = (overrides: Row = {}): Row => ({ enterpriseId: FRESH_CN, ...KYC_COMPANY_OWNER, mediaId: 'B2', ...overrides });

describe('kj-kyc onboarding: who is served', () => {
  it('needs a session, and serves only the user’s enterprises', async () => {
    expect((await readEnterprise(FRESH_CN)).code).toBe('01100');
    await signInAs('demo.kyc.cn');
    expect((await readEnterprise(FRESH_CN)).code).toBe('200');
    for (const call of [readEnterprise(FRESH_OS), readManager(HALF), readLegals(BACK), readOwners(DONE)]) {
      expect((await call).code).toBe('30011');
    }
    expect((await post(PATHS.enterprise.save, company({ id: FRESH_OS }))).code).toBe('30011');
    expect((await post(PATHS.legal.save, [identity({ enterpriseId: HALF })])).code).toBe('30011');
  });

  it('takes the chosen enterprise for an empty list, and refuses a list naming two', async () => {
    await signInAs('demo.kyc.cn');
    expect((await post(PATHS.legal.save, [])).code).toBe('30012');
    expect((await get('/kj-web/sys/setOrgId', { orgId: FRESH_CN })).code).toBe('200');
    expect((await post(PATHS.legal.save, [])).code).toBe('200');
    expect((await post(PATHS.owner.save, [personalOwner(), personalOwner({ enterpriseId: BACK })])).code).toBe('400');
  });
});

describe('kj-kyc onboarding: reads', () => {
  it('a fresh mainland enterprise: its own record, INIT, TERRITORY, a stable media key, no comment', async () => {
    await signInAs('demo.kyc.cn');
    const { data } = await readEnterprise(FRESH_CN);
    expect(data).toMatchObject({
      id: FRESH_CN, companyName: 'Mainland Onboarding Co., Ltd.', companyNameCn: '大陆开户演示有限公司', status: 'INIT',
      location: 'TERRITORY', productType: 'DEFAULT_PRODUCT', auditComment: null, mediaId: `ENT${FRESH_CN}`,
    });
    expect(data.registeredDetail).toBeUndefined();
    // Before the first save the manager is the registered user, the e-mail theirs.
    expect((await readManager(FRESH_CN)).data).toMatchObject({ id: null, enterpriseId: FRESH_CN, email: 'kyc.cn@demo.kj', legalPerson: 'N' });
    expect((await readLegals(FRESH_CN)).data).toEqual([]);
    expect((await readOwners(FRESH_CN)).data).toEqual([]);
  });

  it('a fresh overseas enterprise is OVERSEAS', async () => {
    await signInAs('demo.kyc.os');
    expect((await readEnterprise(FRESH_OS)).data).toMatchObject({ status: 'INIT', location: 'OVERSEAS' });
  });

  it('the half-done enterprise has steps 1 and 2 saved, steps 3 and 4 empty', async () => {
    await signInAs('demo.kyc.half');
    expect((await readEnterprise(HALF)).data).toMatchObject({ registeredAreaCode: 'CHN', expirationPerennial: 'Y', companyIdentExpirationTime: '9999-12-31' });
    expect((await readManager(HALF)).data).toMatchObject({ lastName: '王', firstName: '芳', position: ['GENERAL_MANAGER'] });
    expect((await readLegals(HALF)).data).toEqual([]);
    expect((await readOwners(HALF)).data).toEqual([]);
  });

  it.each([
    ['en-US', 'The business licence image is unclear'],
    ['zh-CN', '营业执照图片不清晰'],
  ] as const)('a returned enterprise carries the review’s comment in %s', async (locale, start) => {
    await signInAs('demo.kyc.back');
    const { data } = await readEnterprise(BACK, locale);
    expect(data.status).toBe('BACK');
    expect(String(data.auditComment)).toMatch(new RegExp(`^${start}`));
  });

  it('the submitted enterprise lists the authorised person first when they are the legal person', async () => {
    await signInAs('demo.kyc.done');
    expect((await readEnterprise(DONE)).data.status).toBe('SUBMIT');
    const withManager = (await readLegals(DONE)).data;
    expect(withManager).toEqual([expect.objectContaining({ managerPerson: 'Y', lastName: '赵', id: `${DONE}M` })]);
    expect((await readLegals(DONE, false)).data).toEqual([]);
    const owners = (await readOwners(DONE)).data;
    expect(owners.map((owner) => [owner.contactRoleType, owner.managerPerson])).toEqual([['PERSONAL', 'Y'], ['COMPANY', 'N']]);
  });

  it('lists the countries with Chinese and English names', async () => {
    const { code, data } = await post<Row[]>('/kj-kyc/country/list');
    expect(code).toBe('200');
    expect(data.slice(0, 2)).toEqual([
      { id: '1', countryCode: 'CHN', countryName: '中国', countryNameEng: 'China' },
      { id: '2', countryCode: 'HKG', countryName: '中国香港', countryNameEng: 'Hong Kong, China' },
    ]);
  });
});

describe('kj-kyc onboarding: save stores without the required-field checks', () => {
  it('step 1: what was sent comes back; server fields are not taken from the request; the names reach the enterprise', async () => {
    await signInAs('demo.kyc.cn');
    const partial = { id: FRESH_CN, companyName: 'Renamed Co', registeredDetail: 'Somewhere', status: 'SUBMIT', location: 'OVERSEAS', auditComment: 'x' };
    expect(await post(PATHS.enterprise.save, partial)).toMatchObject({ code: '200' });
    const { data } = await readEnterprise(FRESH_CN);
    expect(data).toMatchObject({ companyName: 'Renamed Co', registeredDetail: 'Somewhere', status: 'INIT', location: 'TERRITORY', auditComment: null });
    expect(db.enterprise.findFirst({ where: { id: { equals: FRESH_CN } } })).toMatchObject({ companyName: 'Renamed Co', status: 'INIT' });
  });

  it('step 2: the manager keeps one id across saves', async () => {
    await signInAs('demo.kyc.cn');
    await post(PATHS.manager.save, { enterpriseId: FRESH_CN, firstName: 'Lei' });
    const first = (await readManager(FRESH_CN)).data;
    await post(PATHS.manager.save, { enterpriseId: FRESH_CN, firstName: 'Lei', lastName: 'Li' });
    const second = (await readManager(FRESH_CN)).data;
    expect(second).toMatchObject({ id: first.id, firstName: 'Lei', lastName: 'Li' });
    expect(second.email).toBeUndefined();
  });

  it('step 3: the list replaces the previous one in order; the authorised person’s entry is not stored with it', async () => {
    await signInAs('demo.kyc.done');
    db.enterprise.update({ where: { id: { equals: DONE } }, data: { status: 'BACK' } });
    const legals = (await readLegals(DONE)).data;
    await post(PATHS.legal.save, [...legals, identity({ enterpriseId: DONE, firstName: 'A' }), identity({ enterpriseId: DONE, firstName: 'B' })]);
    const saved = (await readLegals(DONE)).data;
    expect(saved.map((entry) => [entry.managerPerson, entry.firstName])).toEqual([['Y', '磊'], ['N', 'A'], ['N', 'B']]);
    await post(PATHS.legal.save, [saved[2]]);
    expect((await readLegals(DONE, false)).data).toEqual([expect.objectContaining({ id: saved[2]!.id, firstName: 'B' })]);
  });

  it('step 4: more than 4 beneficial owners are refused even on save', async () => {
    await signInAs('demo.kyc.cn');
    const five = Array.from({ length: 5 }, () => personalOwner());
    expect(await post(PATHS.owner.save, five)).toMatchObject({ code: '30013', msg: message('en-US', 'kycOwnerLimit') });
    expect(await post(PATHS.owner.save, five.slice(1))).toMatchObject({ code: '200' });
    expect((await readOwners(FRESH_CN)).data).toHaveLength(4);
  });

  it.each([
    ['enterprise', PATHS.enterprise.save, company({ id: DONE })],
    ['manager', PATHS.manager.save, manager({ enterpriseId: DONE })],
    ['legal persons', PATHS.legal.next, [identity({ enterpriseId: DONE })]],
    ['owners', PATHS.owner.save, [personalOwner({ enterpriseId: DONE })]],
  ])('a submitted enterprise’s %s can no longer be changed', async (_name, path, body) => {
    await signInAs('demo.kyc.done');
    expect(await post(path, body, { locale: 'zh-CN' })).toMatchObject({ code: '30013', msg: message('zh-CN', 'kycSubmitted') });
  });

  it('a body of the wrong kind is a bad request', async () => {
    await signInAs('demo.kyc.cn');
    expect((await post(PATHS.owner.save, [1, 2])).code).toBe('400');
    await expectRefused('POST /kj-kyc/enterprise/updateBeneficiary');
  });
});

/** Each row: what to change in a complete body, and the message the next call answers with. */
const ENTERPRISE_CASES: [string, Row, MessageKey][] = [
  ['registered country', { registeredAreaCode: '' }, 'kycRegisteredCountryRequired'],
  ['registered address', { registeredDetail: '  ' }, 'kycRegisteredAddressRequired'],
  ['registered address too long', { registeredDetail: 'x'.repeat(181) }, 'kycAddressTooLong'],
  ['operating country', { manageCountryCode: null }, 'kycOperatingCountryRequired'],
  ['operating address', { manageDetail: '' }, 'kycOperatingAddressRequired'],
  ['Chinese name', { companyNameCn: '' }, 'kycCompanyNameCnRequired'],
  ['Chinese name too long', { companyNameCn: '名'.repeat(201) }, 'kycCompanyNameCnTooLong'],
  ['English name', { companyName: '' }, 'kycCompanyNameEnRequired'],
  ['English name too short', { companyName: 'Abc' }, 'kycCompanyNameEnFormat'],
  ['English name with a forbidden character', { companyName: 'Trade & Co' }, 'kycCompanyNameEnFormat'],
  ['English name too long', { companyName: 'A'.repeat(141) }, 'kycCompanyNameEnFormat'],
  ['registration code', { companyIdentCode: '' }, 'kycRegistrationCodeRequired'],
  ['CHN registration code not 18', { companyIdentCode: '91310101MA1K30002' }, 'kycRegistrationCodeFormat'],
  ['HKG registration code under 8', { registeredAreaCode: 'HKG', companyIdentCode: '1234567' }, 'kycRegistrationCodeFormat'],
  ['other registration code over 50', { registeredAreaCode: 'USA', companyIdentCode: '1'.repeat(51) }, 'kycRegistrationCodeFormat'],
  ['registration code character', { companyIdentCode: '91310101MA1K30002#' }, 'kycRegistrationCodeFormat'],
  ['start date', { companyIdentStartTime: null }, 'kycStartDateRequired'],
  ['end date', { companyIdentExpirationTime: '' }, 'kycEndDateRequired'],
  ['certificate issuing place', { certIssueCode: '' }, 'kycCertIssuePlaceRequired'],
];

const PERSON_CASES: [string, Row, MessageKey][] = [
  ['issuing place', { certificateIssuingPlaceCode: '' }, 'kycIdIssuingPlaceRequired'],
  ['document type', { identType: null }, 'kycIdTypeRequired'],
  ['ID number', { identNo: ' ' }, 'kycIdNumberRequired'],
  ['family name', { lastName: '' }, 'kycFamilyNameRequired'],
  ['first name', { firstName: '' }, 'kycFirstNameRequired'],
  ['name too long', { firstName: 'x'.repeat(51) }, 'kycNameTooLong'],
  ['e-mail', { email: '' }, 'emailRequired'],
  ['e-mail format', { email: 'li.lei@' }, 'emailFormat'],
  ['area code', { phoneAreaCode: '' }, 'areaCodeRequired'],
  ['phone digits', { phone: '138-0000' }, 'phoneFormat'],
];

const OWNER_CASES: [string, Row, MessageKey][] = [
  ['role', { contactRoleType: null }, 'kycOwnerRoleRequired'],
  ['issuing place', { certificateIssuingPlaceCode: '' }, 'kycIdIssuingPlaceRequired'],
  ['document type', { identType: '' }, 'kycIdTypeRequired'],
  ['ID number', { identNo: '' }, 'kycIdNumberRequired'],
  ['family name', { lastName: '' }, 'kycFamilyNameRequired'],
  ['first name', { firstName: '' }, 'kycFirstNameRequired'],
  ['gender', { gender: null }, 'kycGenderRequired'],
  ['birthday', { birthday: '' }, 'kycBirthdayRequired'],
  ['birthday format', { birthday: '05/05/1985' }, 'kycBirthdayRequired'],
  ['birthday within 10 days', { birthday: '2999-01-01' }, 'kycBirthdayTooLate'],
];

const COMPANY_OWNER_CASES: [string, Row, MessageKey][] = [
  ['enterprise name', { name: '' }, 'kycOwnerCompanyNameRequired'],
  ['enterprise name too long', { name: 'x'.repeat(251) }, 'kycOwnerCompanyNameTooLong'],
  ['company ID type', { companyIdentType: '' }, 'kycOwnerCompanyIdTypeRequired'],
  ['company code', { companyIdentCode: '' }, 'kycOwnerCompanyCodeRequired'],
  ['issuing place', { certificateIssuingPlaceCode: null }, 'kycIdIssuingPlaceRequired'],
];

const LOCALES: Locale[] = ['en-US', 'zh-CN'];

describe('kj-kyc onboarding: next checks the required fields of 001 §5 and names the first missing one', () => {
  it.each(ENTERPRISE_CASES.flatMap((row) => LOCALES.map((locale) => [row[0], row[2], locale, row[1]] as const)))(
    'step 1, %s → %s (%s)',
    async (_name, key, locale, change) => {
      await signInAs('demo.kyc.cn');
      expect(await post(PATHS.enterprise.next, company(change), { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
      // Nothing of a refused next is stored.
      expect((await readEnterprise(FRESH_CN)).data.registeredDetail).toBeUndefined();
    },
  );

  it('step 1 passes when complete, a perennial certificate needing no end date', async () => {
    await signInAs('demo.kyc.cn');
    expect(await post(PATHS.enterprise.next, company({ companyIdentExpirationTime: null, expirationPerennial: 'Y' }))).toMatchObject({ code: '200' });
    expect((await readEnterprise(FRESH_CN)).data).toMatchObject({ registeredDetail: '上海市黄浦区中山东一路 1 号', status: 'INIT' });
    // Outside China and Hong Kong, any code up to 50 characters.
    expect((await post(PATHS.enterprise.next, company({ registeredAreaCode: 'USA', companyIdentCode: 'C-1' }))).code).toBe('200');
  });

  it.each([
    ...PERSON_CASES,
    ['position', { position: [], job: null }, 'kycPositionRequired'] as [string, Row, MessageKey],
    ['ID number over 50', { identNo: '1'.repeat(51) }, 'kycIdNumberTooLong'] as [string, Row, MessageKey],
  ].flatMap((row) => LOCALES.map((locale) => [row[0], row[2], locale, row[1]] as const)))('step 2, %s → %s (%s)', async (_name, key, locale, change) => {
    await signInAs('demo.kyc.cn');
    expect(await post(PATHS.manager.next, manager(change), { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
  });

  it('step 2 passes when complete; the position may come as the older comma-separated job', async () => {
    await signInAs('demo.kyc.cn');
    expect((await post(PATHS.manager.next, manager())).code).toBe('200');
    expect((await post(PATHS.manager.next, manager({ position: null, job: 'GENERAL_MANAGER,DIRECTOR' }))).code).toBe('200');
  });

  it.each([
    ...PERSON_CASES,
    ['ID number over 20', { identNo: '1'.repeat(21) }, 'kycIdNumberTooLong'] as [string, Row, MessageKey],
  ].flatMap((row) => LOCALES.map((locale) => [row[0], row[2], locale, row[1]] as const)))('step 3, %s → %s (%s)', async (_name, key, locale, change) => {
    await signInAs('demo.kyc.cn');
    expect(await post(PATHS.legal.next, [identity(), identity(change)], { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
  });

  it.each([
    ['demo.kyc.cn', FRESH_CN, 'kycLegalPersonRequired'],
    ['demo.kyc.os', FRESH_OS, 'kycDirectorRequired'],
  ] as const)('step 3 of %s needs at least one entry, worded by location', async (loginName, enterpriseId, key) => {
    await signInAs(loginName);
    await get('/kj-web/sys/setOrgId', { orgId: enterpriseId });
    for (const locale of LOCALES) {
      expect(await post(PATHS.legal.next, [], { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
    }
  });

  it('step 3 counts the authorised person holding the role: LEGAL on the mainland, DIRECTOR overseas', async () => {
    await signInAs('demo.kyc.os');
    await get('/kj-web/sys/setOrgId', { orgId: FRESH_OS });
    await post(PATHS.manager.save, manager({ enterpriseId: FRESH_OS, position: ['LEGAL'] }));
    expect((await post(PATHS.legal.next, [])).code).toBe('30013');
    expect((await readLegals(FRESH_OS)).data).toEqual([]);
    await post(PATHS.manager.save, manager({ enterpriseId: FRESH_OS, position: ['DIRECTOR'] }));
    const legals = (await readLegals(FRESH_OS)).data;
    expect(legals).toEqual([expect.objectContaining({ managerPerson: 'Y', position: ['DIRECTOR'] })]);
    // The list as the step shows it, the authorised person's read-only entry included.
    expect((await post(PATHS.legal.next, legals)).code).toBe('200');
    expect((await readLegals(FRESH_OS, false)).data).toEqual([]);
  });

  it.each([
    ...OWNER_CASES.map(([name, change, key]) => [`PERSONAL ${name}`, personalOwner(change), key] as const),
    ...COMPANY_OWNER_CASES.map(([name, change, key]) => [`COMPANY ${name}`, companyOwner(change), key] as const),
  ].flatMap((row) => LOCALES.map((locale) => [row[0], row[2], locale, row[1]] as const)))('step 4, %s → %s (%s)', async (_name, key, locale, owner) => {
    await signInAs('demo.kyc.cn');
    expect(await post(PATHS.owner.next, [personalOwner(), owner], { locale })).toMatchObject({ code: '30013', msg: message(locale, key) });
  });

  it('step 4 needs one to 4 owners and passes with people and companies', async () => {
    await signInAs('demo.kyc.cn');
    await get('/kj-web/sys/setOrgId', { orgId: FRESH_CN });
    expect(await post(PATHS.owner.next, [])).toMatchObject({ code: '30013', msg: message('en-US', 'kycOwnerRequired') });
    expect((await post(PATHS.owner.next, [personalOwner(), companyOwner()])).code).toBe('200');
    expect((await readOwners(FRESH_CN)).data.map((owner) => owner.contactRoleType)).toEqual(['PERSONAL', 'COMPANY']);
  });

  it('the date of birth may be exactly 10 days back, by the mock clock', async () => {
    await signInAs('demo.kyc.cn');
    advanceMockClock(-3 * 24 * 60 * 60 * 1000);
    const cutoff = latestBirthday(Date.now() - 3 * 24 * 60 * 60 * 1000);
    expect((await post(PATHS.owner.next, [personalOwner({ birthday: cutoff })])).code).toBe('200');
    expect((await post(PATHS.owner.next, [personalOwner({ birthday: latestBirthday(Date.now()) })])).code).toBe('30013');
  });

  it('a returned enterprise can be corrected and sent on; its status stays BACK until the submission', async () => {
    await signInAs('demo.kyc.back');
    const { data } = await readEnterprise(BACK);
    expect((await post(PATHS.enterprise.next, { ...data, registeredDetail: '深圳市南山区科技园南区 24 号 A 座' })).code).toBe('200');
    expect((await readEnterprise(BACK)).data).toMatchObject({ status: 'BACK', registeredDetail: '深圳市南山区科技园南区 24 号 A 座' });
    expect((await post(PATHS.manager.next, (await readManager(BACK)).data)).code).toBe('200');
    expect((await post(PATHS.legal.next, (await readLegals(BACK)).data)).code).toBe('200');
    expect((await post(PATHS.owner.next, (await readOwners(BACK)).data)).code).toBe('200');
  });
});
