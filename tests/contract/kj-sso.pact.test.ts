import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { authApi, captchaImageUrl } from '@/entities/session';
import { CONTRACT_KEY_PAIR } from './support/contractKeyPair';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { canSignIn, captchaShows, contractKeyPair, hasKeyPair, initialiseTokenIssued, mustInitialise } from './support/states';
import { CONTRACT_NEW_PASSWORD, CONTRACT_PASSWORD, JSON_RESPONSE_HEADERS, LOCALE_HEADERS, encryptedField } from './support/interactions';

const { like, regex } = MatchersV3;

/** The older login page's calls (PORTAL_LOGIN_VARIANT=legacy, 000 §7 "(old)"). */
const provider = pactWith('kj-sso');

const CAPTCHA_STATE = captchaShows('ABCD');
const KEY_PAIR = contractKeyPair();
const password = encryptedField(CONTRACT_PASSWORD);
const newPassword = encryptedField(CONTRACT_NEW_PASSWORD);
const TOKEN = '5f0c3a9e2b7d4c18a6e1f0b93d2c7a64';

describe('kj-sso (the legacy login variant), as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('loads a captcha image of the old login page', async () => {
    await provider
      .addInteraction()
      .uponReceiving('a request for the old page\'s captcha image')
      .withRequest('GET', '/kj-sso/captcha/code/get', (request) => request.query({ timestamp: regex('^\\d+$', '1735689600000') }))
      // Binary: only the status and the media type are pinned.
      .willRespondWith(200, (response) => response.headers({ 'Content-Type': regex('^image/svg\\+xml', 'image/svg+xml') }))
      .executeTest(async (mockServer) => {
        const response = await fetch(`${mockServer.url}${captchaImageUrl(1735689600000, 'legacy')}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      });
  });

  it('fetches the public key the password is encrypted with', async () => {
    await provider
      .addInteraction()
      .given(...hasKeyPair())
      .uponReceiving('a request for the old page\'s public key')
      .withRequest('POST', '/kj-sso/account/getPublicKey', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: regex('^[A-Za-z0-9+/]{100,}={0,2}$', CONTRACT_KEY_PAIR.publicKey) }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(authApi.endpoints.getLegacyPublicKey.initiate()).unwrap()).toBe(CONTRACT_KEY_PAIR.publicKey);
      });
  });

  it('signs in with logon: the encrypted password and the captcha', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...CAPTCHA_STATE)
      .given(...canSignIn('demo.one', CONTRACT_PASSWORD))
      .uponReceiving('an old-page sign-in with the right password and captcha')
      .withRequest('POST', '/kj-sso/account/logon', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ userName: 'demo.one', password: password.matcher, picCheckCode: like('ABCD') }),
      )
      // The portal reads code and switchCode: pinned by value (null: signed in).
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', switchCode: null, user: like({ id: '10001', loginName: 'demo.one' }) }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore()
          .dispatch(authApi.endpoints.legacyLogon.initiate({ userName: 'demo.one', password: password.cipher, picCheckCode: 'ABCD' }))
          .unwrap();
        expect(result.code).toBe('200');
        expect(result.switchCode).toBeNull();
      });
  });

  it('learns from logon that the password must be initialised (switchCode 30900, with the token for initPwd)', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...CAPTCHA_STATE)
      .given(...mustInitialise('demo.init', CONTRACT_PASSWORD))
      .uponReceiving('an old-page sign-in of an account whose password must be initialised')
      .withRequest('POST', '/kj-sso/account/logon', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ userName: 'demo.init', password: password.matcher, picCheckCode: like('ABCD') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', switchCode: '30900', tokenUuid: regex('^\\S+$', TOKEN) }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore()
          .dispatch(authApi.endpoints.legacyLogon.initiate({ userName: 'demo.init', password: password.cipher, picCheckCode: 'ABCD' }))
          .unwrap();
        expect(result.switchCode).toBe('30900');
        expect(result.tokenUuid).toBe(TOKEN);
      });
  });

  it('initialises the password with initPwd: the token and both new passwords, encrypted, in the query', async () => {
    await provider
      .addInteraction()
      .given(...KEY_PAIR)
      .given(...mustInitialise('demo.init', CONTRACT_PASSWORD))
      .given(...initialiseTokenIssued('demo.init', TOKEN))
      .uponReceiving('an old-page request to initialise a password')
      .withRequest('POST', '/kj-sso/account/initPwd', (request) =>
        request.headers(LOCALE_HEADERS).query({
          userName: 'demo.init',
          tokenUuid: like(TOKEN),
          password: newPassword.matcher,
          confirmPassword: newPassword.matcher,
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(
            authApi.endpoints.legacyInitPassword.initiate({
              userName: 'demo.init',
              tokenUuid: TOKEN,
              password: newPassword.cipher,
              confirmPassword: newPassword.cipher,
            }),
          )
          .unwrap();
      });
  });
});
