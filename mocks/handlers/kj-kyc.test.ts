import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { advanceMockClock } from '../lib/clock';
import { currentKeyPair } from '../lib/crypto/rsa';
import { latestMailCode } from '../lib/inspect';
import { encryptForMock } from '../testing/encrypt';
import { get, login, post, signInAs } from '../testing/client';
import { expectOnlyRefused } from '../testing/refused';

const EMAIL = 'new.user@example.com';
const PASSWORD = 'Welcome#2025';

const sendCode = (email = EMAIL) => post('/kj-kyc/userEnroll/sendVerificationCode', { email });

/** A complete, valid registration, after a code was sent; `changes` override fields. */
async function enroll(changes: Record<string, unknown> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') {
  if (!latestMailCode(EMAIL, 'registration')) await sendCode();
  return post(
    '/kj-kyc/userEnroll/enroll',
    {
      name: 'Li Lei',
      email: EMAIL,
      telephone: '13800001234',
      phoneAreaCode: '86',
      companyName: 'Newco Trading Ltd.',
      verificationCode: latestMailCode(EMAIL, 'registration'),
      serialNo: currentKeyPair().serialNo,
      password: encryptForMock(PASSWORD),
      productType: 'DEFAULT_PRODUCT',
      ssoConstants: 'kj_my_pc',
      ...changes,
    },
    { locale },
  );
}

describe('kj-kyc: phone area codes', () => {
  it('lists at least ten countries with Chinese and English names', async () => {
    const body = await get<Array<Record<string, string>>>('/kj-kyc/country/listPhoneAreaCode');
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.data[0]).toEqual({ countryCode: 'CHN', phoneCode: '86', chineseName: '中国', englishName: 'China' });
    expect(body.data.map((entry) => entry.phoneCode)).toEqual(expect.arrayContaining(['852', '1', '44', '65', '81', '49', '33', '61', '971']));
  });
});

describe('kj-kyc: registration code', () => {
  it('mails a code, with a 60-second countdown on the server', async () => {
    expect((await sendCode()).code).toBe('200');
    expect(latestMailCode(EMAIL, 'registration')).toMatch(/^\d{6}$/);
    advanceMockClock(59_000);
    expect((await sendCode()).code).toBe('30005');
    advanceMockClock(1_000);
    expect((await sendCode()).code).toBe('200');
  });

  it('refuses an address that is missing, malformed or registered already', async () => {
    expect(await sendCode('')).toMatchObject({ code: '30013', msg: 'Please enter email address.' });
    expect(await sendCode('a@b')).toMatchObject({ code: '30013', msg: 'Email format error' });
    expect(await sendCode('one@demo.kj')).toMatchObject({ code: '30008', msg: 'The email address is already registered.' });
  });
});

describe('kj-kyc: enroll', () => {
  it('creates the account (login name = e-mail) and an INIT DEFAULT_PRODUCT enterprise that signs in and lists', async () => {
    expect(await enroll()).toMatchObject({ code: '200', msg: 'Success' });
    const account = db.account.findFirst({ where: { email: { equals: EMAIL } } })!;
    expect(account).toMatchObject({ loginName: EMAIL, name: 'Li Lei', phoneAreaCode: '86', telephone: '13800001234', mustInitialise: false });
    expect(account.passwordHash).toMatch(/^[0-9a-f]{64}$/);

    await signInAs(EMAIL, PASSWORD);
    const list = await post<Array<Record<string, string>>>('/kj-sys/kjEnterprise/getEnterpriseByType', { productType: ['DEFAULT_PRODUCT'] });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.companyName).toBe('Newco Trading Ltd.');
    expect(JSON.parse(list.data[0]!.status!)).toMatchObject({ dictParam: 'INIT' });
    const menu = await post<unknown[]>('/agw-web/sys/getMenuByEnterprise', { sysChannel: 'kj_my', enterpriseId: list.data[0]!.id });
    expect(menu.data.length).toBeGreaterThan(0);
  });

  it('refuses the same e-mail address twice', async () => {
    expect((await enroll()).code).toBe('200');
    expect(await enroll({ verificationCode: '000000' })).toMatchObject({ code: '30008', msg: 'The email address is already registered.' });
    expect((await enroll({}, 'zh-CN')).msg).toBe('该邮箱已注册。');
  });

  it('refuses a wrong code without using the right one up', async () => {
    await sendCode();
    const right = latestMailCode(EMAIL, 'registration')!;
    expect(await enroll({ verificationCode: right === '000000' ? '111111' : '000000' })).toMatchObject({ code: '30004', msg: 'Verification code error' });
    expect((await enroll()).code).toBe('200');
  });

  it('refuses a plain-text password and a password outside the 8-15 rule', async () => {
    expect((await enroll({ password: PASSWORD })).code).toBe('30006');
    expect((await enroll({ password: encryptForMock('Ab1#') })).code).toBe('30007');
    expect((await enroll({ password: encryptForMock('nouppercase1#') })).code).toBe('30007');
    expect((await enroll({ password: encryptForMock('Abcdefgh1#Abcdef') })).code).toBe('30007');
    // 8 characters is enough for registration (000 §5), unlike a reset.
    expect((await enroll({ password: encryptForMock('Abcdef1#') })).code).toBe('200');
  });

  it('needs the serial of the key it was encrypted with', async () => {
    expect(await enroll({ serialNo: 'RSA000000' })).toMatchObject({ code: '30014' });
  });

  it.each([
    [{ companyName: '' }, 'Please enter the company name.'],
    [{ companyName: 'x'.repeat(141) }, 'The company name can have at most 140 characters.'],
    [{ name: ' ' }, 'Please enter the contact name.'],
    [{ name: 'y'.repeat(101) }, 'The contact name can have at most 100 characters.'],
    [{ phoneAreaCode: '' }, 'Please select Area Code.'],
    [{ telephone: '' }, 'Please enter Phone Number.'],
    [{ telephone: '138-0000' }, 'The phone number can only have digits, at most 20.'],
    [{ telephone: '1'.repeat(21) }, 'The phone number can only have digits, at most 20.'],
    [{ phoneAreaCode: '999' }, 'Unknown area code.'],
    [{ email: '' }, 'Please enter email address.'],
    [{ email: 'new.user@example' }, 'Email format error'],
    [{ email: `${'a'.repeat(190)}@example.com` }, 'Email format error'],
    [{ verificationCode: '' }, 'Please enter verification code.'],
  ])('validates %j on the server', async (changes, msg) => {
    expect(await enroll(changes)).toMatchObject({ code: '30013', msg });
    expect(db.account.findFirst({ where: { email: { equals: EMAIL } } })).toBeNull();
    // Over-long fields break the document's maxLength as well: the mock's rules still answer.
    await expectOnlyRefused('POST /kj-kyc/userEnroll/enroll');
  });

  it('takes no phone at all (both empty)', async () => {
    expect((await enroll({ telephone: '', phoneAreaCode: '' })).code).toBe('200');
  });
});

describe('kj-kyc: products of the enterprise', () => {
  it('needs a session and an enterprise of the user', async () => {
    expect((await get('/kj-kyc/product/listByEnterpriseIdByClient', { enterpriseId: '20001' })).code).toBe('01100');
    await signInAs('demo.one');
    expect((await get('/kj-kyc/product/listByEnterpriseIdByClient')).code).toBe('30012');
    expect((await get('/kj-kyc/product/listByEnterpriseIdByClient', { enterpriseId: '20011' })).code).toBe('30011');
  });

  it('lists product status entries as dictionary JSON, for the chosen organisation by default', async () => {
    await signInAs('demo.many');
    await get('/kj-web/sys/setOrgId', { orgId: '20016' });
    const body = await get<Array<Record<string, string>>>('/kj-kyc/product/listByEnterpriseIdByClient');
    expect(body.data.map((entry) => JSON.parse(entry.productStatus!).dictParam)).toEqual(['ACTIVATED']);
    expect(JSON.parse(body.data[0]!.enterpriseStatus!)).toMatchObject({ dictParam: 'ENDURANCE' });

    const products = await get<Array<Record<string, string>>>('/kj-kyc/productEnterprise/listProductInfo', { enterpriseId: '20018' });
    expect(products.data.map((entry) => JSON.parse(entry.productType!).dictParam)).toEqual(['E_FINANCE', 'ACCOUNT', 'EXPORT_DRAWBACK_PROD', 'EXPORT_DRAWBACK_TRADE']);
    expect(products.data.every((entry) => JSON.parse(entry.productStatus!).dictParam === 'UNDER_REVIEW')).toBe(true);
    expect(products.data[0]).toMatchObject({ productNameEn: 'E-finance', menuCode: 'MEUC8002' });
  });

  it('still signs the demo account in after registration attempts (no side effects on failure)', async () => {
    await enroll({ email: 'one@demo.kj' });
    expect((await login('demo.one')).code).toBe('200');
  });
});
