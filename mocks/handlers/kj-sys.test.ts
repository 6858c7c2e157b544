import { describe, expect, it } from '@rstest/core';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi, PRODUCT_TYPES } from '@/shared/api';
import { enterpriseApi } from '@/entities/enterprise';
import { advanceMockClock } from '../lib/clock';
import { latestMailCode, readMailbox } from '../lib/inspect';
import { SESSION_IDLE_LIMIT_MS } from '../lib/session';
import { get, post, signInAs } from '../testing/client';

const otpRequired = () => post<boolean>('/kj-sys/kjEnterprise/getIsOTPByType', { productType: PRODUCT_TYPES });
const sendOtp = () => post('/kj-sys/basecode/sendCode');
const checkOtp = (code: string) => post<boolean>(`/kj-sys/basecode/checkCode?code=${code}`);
const enterprisesByType = (productType: string[], locale: 'en-US' | 'zh-CN' = 'en-US') =>
  post<Array<Record<string, string | null>>>('/kj-sys/kjEnterprise/getEnterpriseByType', { productType }, { locale });

describe('kj-sys: session required', () => {
  it.each([
    ['getIsOTPByType', () => otpRequired()],
    ['sendCode', () => sendOtp()],
    ['checkCode', () => checkOtp('123456')],
    ['getEnterpriseByType', () => enterprisesByType(['IDD'])],
    ['whetherShowCommonMenu', () => post('/kj-sys/user/whetherShowCommonMenu')],
    ['getEnterpriseMenuList', () => post('/kj-sys/menu/getEnterpriseMenuList', { enterpriseId: '20001' })],
  ])('%s answers 01100 when nobody is signed in', async (_name, request) => {
    expect(await request()).toMatchObject({ code: '01100', msg: 'Your session has expired. Please log in again.', data: null });
  });

  it('ends a session after the demo build’s idle timeout without a call', async () => {
    await signInAs('demo.one');
    advanceMockClock(SESSION_IDLE_LIMIT_MS - 60_000);
    expect((await otpRequired()).code).toBe('200');
    advanceMockClock(SESSION_IDLE_LIMIT_MS - 60_000);
    expect((await otpRequired()).code).toBe('200');
    advanceMockClock(SESSION_IDLE_LIMIT_MS + 1);
    expect((await otpRequired()).code).toBe('01100');
    expect((await post('/sso-web/checkLogin', {})).data).toBeNull();
  });
});

describe('kj-sys: forgot-password code', () => {
  it('e-mails a code and refuses another within 60 seconds', async () => {
    expect((await get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email: 'many@demo.kj' })).code).toBe('200');
    expect(readMailbox()[0]).toMatchObject({ to: 'many@demo.kj', subjectKey: 'forgotPassword', used: false });

    advanceMockClock(59_000);
    expect(await get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email: 'many@demo.kj' })).toMatchObject({
      code: '30005',
      msg: 'Please wait before requesting another code.',
    });
    advanceMockClock(1_000);
    expect((await get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email: 'many@demo.kj' })).code).toBe('200');
    expect(readMailbox()).toHaveLength(2);
  });

  it('refuses an address that is not registered, or not an address', async () => {
    expect((await get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email: 'ghost@demo.kj' })).code).toBe('30015');
    expect(await get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email: 'not-an-address' })).toMatchObject({ code: '30013', msg: 'Email format error' });
    expect(readMailbox()).toEqual([]);
  });
});

describe('kj-sys: one-time password', () => {
  it('is required for demo.otp only', async () => {
    await signInAs('demo.otp');
    expect((await otpRequired()).data).toBe(true);
    await signInAs('demo.one');
    expect((await otpRequired()).data).toBe(false);
  });

  it('sends the code to the mailbox with a 59-second resend countdown', async () => {
    await signInAs('demo.otp');
    expect((await sendOtp()).code).toBe('200');
    expect(latestMailCode('otp@demo.kj', 'otp')).toMatch(/^\d{6}$/);
    advanceMockClock(58_000);
    expect((await sendOtp()).code).toBe('30005');
    advanceMockClock(1_000);
    expect((await sendOtp()).code).toBe('200');
  });

  it('answers data false for a wrong code and true for the right one, which then is used up', async () => {
    await signInAs('demo.otp');
    await sendOtp();
    const code = latestMailCode('otp@demo.kj', 'otp')!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await checkOtp(wrong)).toMatchObject({ code: '200', data: false });
    expect(await checkOtp(code)).toMatchObject({ code: '200', data: true });
    expect((await checkOtp(code)).data).toBe(false);
  });
});

describe('kj-sys: enterprises of the signed-in user by product types', () => {
  it('lists all ten enterprises of demo.many, in order, for every product type', async () => {
    await signInAs('demo.many');
    const body = await enterprisesByType([...PRODUCT_TYPES]);
    expect(body.data.map((item) => item.companyName)).toEqual([
      'Alpha Trading Ltd.', 'Beta Finance Ltd.', 'Gamma Digipo Ltd.', 'Delta Account Ltd.', 'Epsilon Market Ltd.',
      'Zeta Digipo Ltd.', 'Eta Exchange Ltd.', 'Theta Default Ltd.', 'Iota Empty Ltd.', 'Kappa Market Ltd.',
    ]);
  });

  it('keeps only the product types asked for, and serves status and product type as localised dictionary JSON', async () => {
    await signInAs('demo.many');
    const digipo = await enterprisesByType(['DIGIPO'], 'zh-CN');
    expect(digipo.data.map((item) => item.id)).toEqual(['20013', '20016']);
    expect(JSON.parse(digipo.data[1]!.status!)).toEqual({ dictParam: 'ENDURANCE', displayName: '已生效' });
    expect(JSON.parse(digipo.data[1]!.productType!)).toMatchObject({ dictParam: 'DIGIPO' });

    const market = await enterprisesByType(['MARKET']);
    expect(market.data).toEqual([
      expect.objectContaining({ enterpriseId: '20015', enterpriseRole: 'FUND', toPage: '/child-marketplacePortal/buyCar' }),
      expect.objectContaining({ enterpriseId: '20020', enterpriseRole: 'FUND', toPage: '/child-marketplacePortal/home' }),
    ]);
    expect(JSON.parse(market.data[0]!.status!)).toEqual({ dictParam: 'ENDURANCE', displayName: 'Activated by administrator' });
  });

  it('is empty for demo.none', async () => {
    await signInAs('demo.none');
    expect(await enterprisesByType([...PRODUCT_TYPES])).toMatchObject({ code: '200', data: [] });
  });

  it('reaches the portal through the real getEnterprisesByType endpoint', async () => {
    await signInAs('demo.fund');
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const list = await store.dispatch(enterpriseApi.endpoints.getEnterprisesByType.initiate({ productType: [...PRODUCT_TYPES] })).unwrap();
    expect(list).toEqual([expect.objectContaining({ companyName: 'Fund Market Co., Ltd.', enterpriseRole: 'FUND', toPage: null })]);
  });
});

describe('kj-sys: menu checks', () => {
  it('getEnterpriseMenuList is non-empty only for the user’s own enterprise with a menu', async () => {
    await signInAs('demo.many');
    expect(((await post<unknown[]>('/kj-sys/menu/getEnterpriseMenuList', { enterpriseId: '20011' })).data).length).toBeGreaterThan(0);
    expect((await post<unknown[]>('/kj-sys/menu/getEnterpriseMenuList', { enterpriseId: '20019' })).data).toEqual([]);
    expect((await post<unknown[]>('/kj-sys/menu/getEnterpriseMenuList', { enterpriseId: '20001' })).data).toEqual([]);
    expect((await post<boolean>('/kj-sys/user/whetherShowCommonMenu')).data).toBe(true);
  });
});
