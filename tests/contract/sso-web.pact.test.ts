import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { authApi, captchaImageUrl } from '@/entities/session';
import { CONTRACT_KEY_PAIR } from './support/contractKeyPair';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { accountWithEmail, canSignIn, captchaShows, contractKeyPair, forgotCodeMailed, hasKeyPair, mustInitialise, mustReset, nobodySignedIn, signedIn } from './support/states';
import { CONTRACT_NEW_PASSWORD, CONTRACT_PASSWORD, JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED, encryptedField } from './support/interactions';

const { like, regex, string, nullValue } = MatchersV3;

const provider = pactWith('sso-web');

/** The captcha the sign-in interactions type. */
const CAPTCHA_STATE = captchaShows('ABCD');
const KEY_PAIR = contractKeyPair();
/** What the login page sends with every sign-in (000 §7 doLogin). */
const LOGIN_FIXED = { encrypt: true, sysChannel: 'kj_my_pc', ifRemember: false };
const password = encryptedField(CONTRACT_PASSWORD);
const newPassword = encryptedField(CONTRACT_NEW_PASSWORD);

const loginUser = (id: string, loginName: string, name: string, email: string) =>
  like({ id, loginName, name, email });

describe('sso-web, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('loads a captcha image for the login channel', async () => {
    await provider
      .addInteraction()
      .uponReceiving('a request for a captcha image')
      .withRequest('GET', '/sso-web/code/getImgCode', (request) =>
        request.query({ sysChannel: 'kj_my_pc', timestamp: regex('^\\d+$', '1735689600000') }),
      )
      // Binary: only the status and the media type are pinned.
      .willRespondWith(200, (response) => response.headers({ 'Content-Type': regex('^image/svg\\+xml', 'image/svg+xml') }))
      .executeTest(async (mockServer) => {
        const response = await fetch(`${mockServer.url}${captchaImageUrl(1735689600000)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      });
  });

  it('fetches the public key the password is encrypted with', async () => {
    await provider
      .addInteraction()
      .given(...hasKeyPair())
      .uponReceiving('a request for the login public key')
      .withRequest('POST', '/sso-web/code/getLoginPublicKey', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ loginName: like('demo.one'), sysChannel: 'kj_my_pc' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          // The base64 body of the X.509 public key, without PEM lines.
          data: regex('^[A-Za-z0-9+/]{100,}={0,2}$', CONTRACT_KEY_PAIR.publicKey),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const key = await createApiStore().dispatch(authApi.endpoints.getLoginPublicKey.initiate({ loginName: 'demo.one' })).unwrap();
        expect(key).toBe(CONTRACT_KEY_PAIR.publicKey);
      });
  });

  it('signs in with the encrypted password and the captcha', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...CAPTCHA_STATE)
      .given(...canSignIn('demo.one', CONTRACT_PASSWORD))
      .uponReceiving('a sign-in with the right password and captcha')
      .withRequest('POST', '/sso-web/opera/doLogin', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ loginName: 'demo.one', password: password.matcher, imgCode: like('ABCD'), ...LOGIN_FIXED }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          user: loginUser('10001', 'demo.one', 'Demo One', 'one@demo.kj'),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore()
          .dispatch(authApi.endpoints.doLogin.initiate({ loginName: 'demo.one', password: password.cipher, imgCode: 'ABCD', ifRemember: false }))
          .unwrap();
        expect(result.code).toBe('200');
        expect(result.user?.loginName).toBe('demo.one');
      });
  });

  it('learns that the password must be initialised (switchCode 30900)', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...CAPTCHA_STATE)
      .given(...mustInitialise('demo.init', CONTRACT_PASSWORD))
      .uponReceiving('a sign-in of an account whose password must be initialised')
      .withRequest('POST', '/sso-web/opera/doLogin', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ loginName: 'demo.init', password: password.matcher, imgCode: like('ABCD'), ...LOGIN_FIXED }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', switchCode: '30900', msg: string('Please reset your password.') }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore()
          .dispatch(authApi.endpoints.doLogin.initiate({ loginName: 'demo.init', password: password.cipher, imgCode: 'ABCD', ifRemember: false }))
          .unwrap();
        expect(result.switchCode).toBe('30900');
      });
  });

  it('learns that the password must be reset (code 30903)', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...CAPTCHA_STATE)
      .given(...mustReset('demo.reset', CONTRACT_PASSWORD))
      .uponReceiving('a sign-in of an account whose password must be reset')
      .withRequest('POST', '/sso-web/opera/doLogin', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ loginName: 'demo.reset', password: password.matcher, imgCode: like('ABCD'), ...LOGIN_FIXED }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '30903',
          msg: string('Your password has expired. Please reset your password.'),
          data: nullValue(),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const outcome = createApiStore()
          .dispatch(authApi.endpoints.doLogin.initiate({ loginName: 'demo.reset', password: password.cipher, imgCode: 'ABCD', ifRemember: false }))
          .unwrap();
        await expect(outcome).rejects.toMatchObject({ code: '30903', message: 'Your password has expired. Please reset your password.' });
      });
  });

  it('initialises the password with the typed one and a new one, all encrypted', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...mustInitialise('demo.init', CONTRACT_PASSWORD))
      .uponReceiving('a request to initialise a password')
      .withRequest('POST', '/sso-web/opera/initPasswd', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          loginName: 'demo.init',
          invitationCode: password.matcher,
          password: newPassword.matcher,
          confirmPassword: newPassword.matcher,
          sysChannel: 'kj_my_pc',
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(
            authApi.endpoints.initPassword.initiate(
              {
                loginName: 'demo.init',
                invitationCode: password.cipher,
                password: newPassword.cipher,
                confirmPassword: newPassword.cipher,
              },
            ),
          )
          .unwrap();
      });
  });

  it('resets the password with the old one (orcPassword), all encrypted', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...mustReset('demo.reset', CONTRACT_PASSWORD))
      .uponReceiving('a request to reset a password')
      .withRequest('POST', '/sso-web/opera/resetPasswd', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          loginName: 'demo.reset',
          orcPassword: password.matcher,
          password: newPassword.matcher,
          confirmPassword: newPassword.matcher,
          encrypt: true,
          sysChannel: 'kj_my_pc',
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(
            authApi.endpoints.resetPassword.initiate(
              {
                loginName: 'demo.reset',
                orcPassword: password.cipher,
                password: newPassword.cipher,
                confirmPassword: newPassword.cipher,
              },
            ),
          )
          .unwrap();
      });
  });

  it('changes the signed-in user\'s password with the old one (orcPassword), all encrypted', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      // The shell's change-password dialog (001 §2.10): a signed-in user who knows the password.
      .given(...canSignIn('demo.one', CONTRACT_PASSWORD))
      .given(...signedIn('demo.one'))
      .uponReceiving('a signed-in user\'s request to change the password')
      .withRequest('POST', '/sso-web/opera/resetPasswd', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          loginName: 'demo.one',
          orcPassword: password.matcher,
          password: newPassword.matcher,
          confirmPassword: newPassword.matcher,
          encrypt: true,
          sysChannel: 'kj_my_pc',
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(
            authApi.endpoints.resetPassword.initiate(
              {
                loginName: 'demo.one',
                orcPassword: password.cipher,
                password: newPassword.cipher,
                confirmPassword: newPassword.cipher,
              },
            ),
          )
          .unwrap();
      });
  });

  it('learns that the old password given for a change is wrong (code 30010, with a message)', async () => {
    const wrongPassword = encryptedField('Wrong#Pass2025');
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      // The shell's change-password dialog (001 §2.10): a signed-in user who knows the password.
      .given(...canSignIn('demo.one', CONTRACT_PASSWORD))
      .given(...signedIn('demo.one'))
      .uponReceiving('a signed-in user\'s request to change the password with a wrong old password')
      .withRequest('POST', '/sso-web/opera/resetPasswd', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          loginName: 'demo.one',
          orcPassword: wrongPassword.matcher,
          password: newPassword.matcher,
          confirmPassword: newPassword.matcher,
          encrypt: true,
          sysChannel: 'kj_my_pc',
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('The old password is incorrect.', '30010')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = createApiStore().dispatch(
          authApi.endpoints.resetPassword.initiate(
            {
              loginName: 'demo.one',
              orcPassword: wrongPassword.cipher,
              password: newPassword.cipher,
              confirmPassword: newPassword.cipher,
            },
          ),
        );
        await expect(result.unwrap()).rejects.toMatchObject({ code: '30010', message: 'The old password is incorrect.' });
      });
  });

  it('sets a forgotten password with the e-mailed code', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...accountWithEmail('demo.one', 'one@demo.kj'))
      .given(...forgotCodeMailed('one@demo.kj', '123456'))
      .uponReceiving('a request to set a forgotten password')
      .withRequest('POST', '/sso-web/opera/forgetPasswdForDigipo', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          loginName: like('one@demo.kj'),
          password: newPassword.matcher,
          confirmPassword: newPassword.matcher,
          phoneCode: like('123456'),
          encrypt: true,
          sysChannel: 'kj_my_pc',
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(
            authApi.endpoints.forgotPassword.initiate(
              {
                loginName: 'one@demo.kj',
                password: newPassword.cipher,
                confirmPassword: newPassword.cipher,
                phoneCode: '123456',
              },
            ),
          )
          .unwrap();
      });
  });

  it('reads the auth code of an existing single-sign-on session', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .uponReceiving('a check-login while signed in')
      .withRequest('POST', '/sso-web/checkLogin', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sysChannel: 'kj_my_pc' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: regex('^\\S+$', '9f86d081884c7d659a2feaa0c55ad015') }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(authApi.endpoints.checkLogin.initiate()).unwrap()).toBe('9f86d081884c7d659a2feaa0c55ad015');
      });
  });

  it('learns that there is no single-sign-on session (code 200, data null)', async () => {
    await provider
      .addInteraction()
      .given(...nobodySignedIn())
      .uponReceiving('a check-login without a session')
      .withRequest('POST', '/sso-web/checkLogin', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sysChannel: 'kj_my_pc' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: nullValue() }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(authApi.endpoints.checkLogin.initiate()).unwrap()).toBeNull();
      });
  });

  it('logs out', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .uponReceiving('a logout')
      .withRequest('POST', '/sso-web/opera/logout', (request) => request.headers(LOCALE_HEADERS).jsonBody({ sysChannel: 'kj_my_pc' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(authApi.endpoints.logout.initiate()).unwrap();
      });
  });
});
