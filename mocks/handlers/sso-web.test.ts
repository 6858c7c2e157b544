import { describe, expect, it } from '@rstest/core';
import { db } from '../db';
import { advanceMockClock } from '../lib/clock';
import { currentCaptcha, issueCaptcha, latestMailCode } from '../lib/inspect';
import { DEMO_PASSWORD, demoAccountId } from '../scenarios';
import { encryptForMock } from '../testing/encrypt';
import { get, login, post } from '../testing/client';

const NEW_PASSWORD = 'Fresh#Pass2026';

const accountRow = (loginName: string) => db.account.findFirst({ where: { id: { equals: demoAccountId(loginName) } } })!;
const checkLogin = () => post<string | null>('/sso-web/checkLogin', { sysChannel: 'kj_my_pc' });

async function captchaImage() {
  const response = await fetch(`${window.location.origin}/sso-web/code/getImgCode?sysChannel=kj_my_pc&timestamp=1`);
  return { type: response.headers.get('content-type'), code: response.headers.get('x-mock-captcha'), svg: await response.text() };
}

describe('sso-web captcha', () => {
  it('draws the session’s new code as SVG text, and each image replaces the code', async () => {
    const first = await captchaImage();
    const code = currentCaptcha();
    expect(first.type).toBe('image/svg+xml');
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    const drawn = [...first.svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
    expect(drawn).toBe(code);
    expect(first.svg).toMatch(/<circle/); // light noise

    await captchaImage();
    expect(currentCaptcha()).not.toBeNull();
  });

  it('sends the code drawn in X-Mock-Captcha, for test clients of either host', async () => {
    const image = await captchaImage();
    expect(image.code).toMatch(/^[A-Z2-9]{4}$/);
    expect(image.code).toBe(currentCaptcha());
    expect([...image.svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('')).toBe(image.code);
    const login = await post('/sso-web/opera/doLogin', {
      loginName: 'demo.one', password: encryptForMock(DEMO_PASSWORD), imgCode: image.code, encrypt: true, sysChannel: 'kj_my_pc',
    });
    expect(login.code).toBe('200');
  });

  it('refuses a wrong captcha with 30002 and invalidates it; a new captcha then works', async () => {
    const code = issueCaptcha('K7PQ');
    const wrong = await post('/sso-web/opera/doLogin', {
      loginName: 'demo.one', password: encryptForMock(DEMO_PASSWORD), imgCode: 'XXXX', encrypt: true, sysChannel: 'kj_my_pc',
    });
    expect(wrong).toMatchObject({ code: '30002', msg: 'Incorrect verification code.', data: null });

    // The code that was right a moment ago no longer works either.
    const stale = await post('/sso-web/opera/doLogin', {
      loginName: 'demo.one', password: encryptForMock(DEMO_PASSWORD), imgCode: code, encrypt: true, sysChannel: 'kj_my_pc',
    });
    expect(stale.code).toBe('30002');

    expect((await login('demo.one')).code).toBe('200');
  });

  it('accepts the code in any case, but not after 5 minutes', async () => {
    issueCaptcha('ABCD');
    expect(
      (await post('/sso-web/opera/doLogin', { loginName: 'demo.one', password: encryptForMock(DEMO_PASSWORD), imgCode: 'abcd', sysChannel: 'kj_my_pc' })).code,
    ).toBe('200');

    issueCaptcha('ABCD');
    advanceMockClock(5 * 60 * 1000 + 1);
    expect(
      (await post('/sso-web/opera/doLogin', { loginName: 'demo.one', password: encryptForMock(DEMO_PASSWORD), imgCode: 'ABCD', sysChannel: 'kj_my_pc' })).code,
    ).toBe('30002');
  });

  it('words errors in the request’s language', async () => {
    issueCaptcha('ABCD');
    const body = await post('/sso-web/opera/doLogin', { loginName: 'demo.one', password: 'x', imgCode: 'ZZZZ', sysChannel: 'kj_my_pc' }, { locale: 'zh-CN' });
    expect(body).toMatchObject({ code: '30002', msg: '验证码错误。', message: '验证码错误。' });
  });
});

describe('sso-web doLogin', () => {
  it('serves its public key as base64 without PEM lines', async () => {
    const body = await post<string>('/sso-web/code/getLoginPublicKey', { loginName: 'demo.one', sysChannel: 'kj_my_pc' });
    expect(body.code).toBe('200');
    expect(body.data).toMatch(/^MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/]+=*$/);
  });

  it('rejects a plain-text password with 30006, even when it is the right one', async () => {
    issueCaptcha('ABCD');
    const body = await post('/sso-web/opera/doLogin', { loginName: 'demo.one', password: DEMO_PASSWORD, imgCode: 'ABCD', sysChannel: 'kj_my_pc' });
    expect(body).toMatchObject({ code: '30006', msg: 'Password must be encrypted.' });
    expect((await checkLogin()).data).toBeNull();
  });

  it('rejects a wrong password and an unknown account alike with 30001', async () => {
    expect(await login('demo.one', 'Wrong#Pass2025')).toMatchObject({ code: '30001', msg: 'Incorrect username or password.' });
    expect((await login('nobody.here')).code).toBe('30001');
  });

  it('signs in on the right password: user info, then checkLogin answers an auth code until logout', async () => {
    expect((await checkLogin())).toMatchObject({ code: '200', data: null });
    const body = await login('demo.one');
    expect(body).toMatchObject({ code: '200', switchCode: null, user: { id: '10001', loginName: 'demo.one', email: 'one@demo.kj' } });
    expect(body.data).toMatchObject({ code: '200', user: { loginName: 'demo.one' } });

    const authCode = (await checkLogin()).data;
    expect(authCode).toMatch(/^[0-9a-f]{32}$/);

    expect((await post('/sso-web/opera/logout', { sysChannel: 'kj_my_pc' })).code).toBe('200');
    expect((await checkLogin()).data).toBeNull();
  });

  it('also takes the e-mail address as the login name', async () => {
    expect((await login('ONE@demo.kj')).code).toBe('200');
  });
});

describe('initialise password (switchCode 30900)', () => {
  const init = (fields: Record<string, unknown>) =>
    post('/sso-web/opera/initPasswd', { loginName: 'demo.init', sysChannel: 'kj_my_pc', ...fields });

  it('answers code 200 with switchCode 30900 and does not sign in', async () => {
    const body = await login('demo.init');
    expect(body).toMatchObject({ code: '200', switchCode: '30900', msg: 'Please reset your password.', data: { switchCode: '30900' } });
    expect((await checkLogin()).data).toBeNull();
  });

  it('checks the typed password, the 12-15 rule and the confirmation on the server', async () => {
    const encrypted = (text: string) => encryptForMock(text);
    expect(
      (await init({ invitationCode: encrypted('Wrong#Pass2025'), password: encrypted(NEW_PASSWORD), confirmPassword: encrypted(NEW_PASSWORD) })).code,
    ).toBe('30001');
    expect(
      (await init({ invitationCode: encrypted(DEMO_PASSWORD), password: encrypted('Short#1a'), confirmPassword: encrypted('Short#1a') })),
    ).toMatchObject({ code: '30007', msg: 'Password format error' });
    expect(
      (await init({ invitationCode: encrypted(DEMO_PASSWORD), password: encrypted(NEW_PASSWORD), confirmPassword: encrypted('Other#Pass2026') })),
    ).toMatchObject({ code: '30009', msg: 'Confirm New Password is inconsistent with the New Password' });
    expect((await init({ invitationCode: DEMO_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).code).toBe('30006');
  });

  it('stores a new salted hash; then the new password signs in and the old one does not', async () => {
    const before = accountRow('demo.init');
    const body = await init({
      invitationCode: encryptForMock(DEMO_PASSWORD),
      password: encryptForMock(NEW_PASSWORD),
      confirmPassword: encryptForMock(NEW_PASSWORD),
    });
    expect(body).toMatchObject({ code: '200', msg: 'Password has been reset successfully. Please login again.' });
    const after = accountRow('demo.init');
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.salt).not.toBe(before.salt);
    expect(after.mustInitialise).toBe(false);

    expect((await login('demo.init')).code).toBe('30001');
    expect(await login('demo.init', NEW_PASSWORD)).toMatchObject({ code: '200', switchCode: null });
  });

  it('is refused once the password is initialised', async () => {
    expect(
      (await post('/sso-web/opera/initPasswd', {
        loginName: 'demo.one', sysChannel: 'kj_my_pc',
        invitationCode: encryptForMock(DEMO_PASSWORD), password: encryptForMock(NEW_PASSWORD), confirmPassword: encryptForMock(NEW_PASSWORD),
      })).code,
    ).toBe('30016');
  });
});

describe('reset password (code 30903)', () => {
  const reset = (orcPassword: string, password = NEW_PASSWORD, confirmPassword = password) =>
    post('/sso-web/opera/resetPasswd', {
      loginName: 'demo.reset', sysChannel: 'kj_my_pc', encrypt: true,
      orcPassword: encryptForMock(orcPassword), password: encryptForMock(password), confirmPassword: encryptForMock(confirmPassword),
    });

  it('answers 30903 with a message, in both languages, without signing in', async () => {
    expect(await login('demo.reset')).toMatchObject({ code: '30903', msg: 'Your password has expired. Please reset your password.', data: null });
    expect((await login('demo.reset', DEMO_PASSWORD, { locale: 'zh-CN' })).msg).toBe('您的密码已过期，请重置密码。');
    expect((await checkLogin()).data).toBeNull();
  });

  it('needs the old password (orcPassword) and a new one that follows the rules', async () => {
    expect((await reset('Wrong#Pass2025')).code).toBe('30010');
    expect((await reset(DEMO_PASSWORD, 'alllowercase#1')).code).toBe('30007');
    expect((await reset(DEMO_PASSWORD, NEW_PASSWORD, 'Other#Pass2026')).code).toBe('30009');
    const plain = await post('/sso-web/opera/resetPasswd', { loginName: 'demo.reset', sysChannel: 'kj_my_pc', orcPassword: DEMO_PASSWORD, password: encryptForMock(NEW_PASSWORD) });
    expect(plain.code).toBe('30006');
  });

  it('changes the stored hash; the new password then signs in', async () => {
    const before = accountRow('demo.reset').passwordHash;
    expect((await reset(DEMO_PASSWORD)).code).toBe('200');
    expect(accountRow('demo.reset').passwordHash).not.toBe(before);
    expect(accountRow('demo.reset').mustReset).toBe(false);
    expect((await login('demo.reset', NEW_PASSWORD)).code).toBe('200');
  });
});

describe('forgot password', () => {
  const sendCode = (email = 'one@demo.kj') => get('/kj-sys/setting/sendForgetPwdCodeForDigipo', { email });
  const forgot = (phoneCode: string | null, password = NEW_PASSWORD) =>
    post('/sso-web/opera/forgetPasswdForDigipo', {
      loginName: 'one@demo.kj', sysChannel: 'kj_my_pc', encrypt: true, phoneCode,
      password: encryptForMock(password), confirmPassword: encryptForMock(password),
    });

  it('sets the password with the code from the mailbox, once', async () => {
    expect(await sendCode()).toMatchObject({ code: '200', msg: 'Verification code has been sent. Please check your inbox.' });
    const code = latestMailCode('one@demo.kj', 'forgotPassword')!;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await forgot(wrong)).toMatchObject({ code: '30004', msg: 'Verification code error' });
    // A password the rules refuse does not use the code up.
    expect((await forgot(code, 'weak')).code).toBe('30007');

    const before = accountRow('demo.one').passwordHash;
    expect((await forgot(code)).code).toBe('200');
    expect(accountRow('demo.one').passwordHash).not.toBe(before);
    expect((await login('demo.one', NEW_PASSWORD)).code).toBe('200');

    expect((await forgot(code, 'Again#Pass2027')).code).toBe('30004');
  });

  it('refuses a code 10 minutes old', async () => {
    await sendCode();
    const code = latestMailCode('one@demo.kj', 'forgotPassword')!;
    advanceMockClock(10 * 60 * 1000);
    expect((await forgot(code)).code).toBe('30004');
  });

  it('only accepts the latest code sent', async () => {
    await sendCode();
    const first = latestMailCode('one@demo.kj')!;
    advanceMockClock(60_000);
    await sendCode();
    const second = latestMailCode('one@demo.kj')!;
    if (first !== second) expect((await forgot(first)).code).toBe('30004');
    expect((await forgot(second)).code).toBe('200');
  });
});

describe('change password while signed in (001 §2.10: resetPasswd with orcPassword)', () => {
  const change = (orcPassword: string, password = NEW_PASSWORD, locale: 'en-US' | 'zh-CN' = 'en-US') =>
    post(
      '/sso-web/opera/resetPasswd',
      {
        loginName: 'demo.one', sysChannel: 'kj_my_pc', encrypt: true,
        orcPassword: encryptForMock(orcPassword), password: encryptForMock(password), confirmPassword: encryptForMock(password),
      },
      { locale },
    );

  it('refuses a wrong old password with a message in both languages, and keeps the password', async () => {
    expect((await login('demo.one')).code).toBe('200');
    const before = accountRow('demo.one').passwordHash;
    expect(await change('Wrong#Pass2025')).toMatchObject({ code: '30010', msg: 'The old password is incorrect.' });
    expect(await change('Wrong#Pass2025', NEW_PASSWORD, 'zh-CN')).toMatchObject({ code: '30010', msg: '原密码错误。' });
    expect(accountRow('demo.one').passwordHash).toBe(before);
  });

  it('enforces the 12-15 rules and the confirmation', async () => {
    expect((await login('demo.one')).code).toBe('200');
    expect((await change(DEMO_PASSWORD, 'Short#1a')).code).toBe('30007');
    const mismatch = await post('/sso-web/opera/resetPasswd', {
      loginName: 'demo.one', sysChannel: 'kj_my_pc', encrypt: true,
      orcPassword: encryptForMock(DEMO_PASSWORD), password: encryptForMock(NEW_PASSWORD), confirmPassword: encryptForMock('Other#Pass2026'),
    });
    expect(mismatch.code).toBe('30009');
  });

  it('stores the new hash and leaves the logout to the portal; then only the new password signs in', async () => {
    expect((await login('demo.one')).code).toBe('200');
    const before = accountRow('demo.one').passwordHash;
    expect(await change(DEMO_PASSWORD)).toMatchObject({ code: '200', msg: 'Password has been reset successfully. Please login again.' });
    expect(accountRow('demo.one').passwordHash).not.toBe(before);
    expect((await checkLogin()).data).not.toBeNull();
    expect((await login('demo.one', DEMO_PASSWORD)).code).toBe('30001');
    expect((await login('demo.one', NEW_PASSWORD)).code).toBe('200');
  });
});
