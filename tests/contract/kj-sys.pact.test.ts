import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { PRODUCT_TYPES } from '@/shared/api';
import { authApi } from '@/entities/session';
import { enterpriseApi } from '@/entities/enterprise';
import { menuApi } from '@/entities/menu';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { accountWithEmail, mustPassOtp, noMenu, otpSent, signedIn, signedInOf } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, dictJson } from './support/interactions';

const { eachLike, equal, like, regex } = MatchersV3;

const provider = pactWith('kj-sys');

describe('kj-sys, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('has a forgot-password code e-mailed', async () => {
    await provider
      .addInteraction()
      .given(...accountWithEmail('demo.one', 'one@demo.kj'))
      .uponReceiving('a request to e-mail a forgot-password code')
      .withRequest('GET', '/kj-sys/setting/sendForgetPwdCodeForDigipo', (request) =>
        request.headers(LOCALE_HEADERS).query({ email: like('one@demo.kj') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(authApi.endpoints.sendForgotPasswordCode.initiate('one@demo.kj')).unwrap();
      });
  });

  it('asks whether a one-time password is required for the product types', async () => {
    await provider
      .addInteraction()
      .given(...mustPassOtp('demo.otp'))
      .uponReceiving('a question whether a one-time password is required')
      .withRequest('POST', '/kj-sys/kjEnterprise/getIsOTPByType', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ productType: [...PRODUCT_TYPES] }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: equal(true) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(authApi.endpoints.isOtpRequired.initiate({ productType: [...PRODUCT_TYPES] })).unwrap()).toBe(true);
      });
  });

  it('has a one-time password sent', async () => {
    await provider
      .addInteraction()
      .given(...mustPassOtp('demo.otp'))
      .uponReceiving('a request to send a one-time password')
      .withRequest('POST', '/kj-sys/basecode/sendCode', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(authApi.endpoints.sendOtp.initiate()).unwrap();
      });
  });

  it('checks the one-time password (data true or false)', async () => {
    await provider
      .addInteraction()
      .given(...mustPassOtp('demo.otp'))
      .given(...otpSent('654321'))
      .uponReceiving('a check of the right one-time password')
      .withRequest('POST', '/kj-sys/basecode/checkCode', (request) =>
        request.headers(LOCALE_HEADERS).query({ code: MatchersV3.regex('^\\d{6}$', '654321') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: equal(true) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(authApi.endpoints.checkOtp.initiate('654321')).unwrap()).toBe(true);
      });
  });

  it('lists the user’s enterprises for the product types', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.many', '20011'))
      .uponReceiving('a request for the user’s enterprises of every product type')
      .withRequest('POST', '/kj-sys/kjEnterprise/getEnterpriseByType', (request) =>
        // Pinned: the portal asks for all ten product types (000 §7).
        request.headers(LOCALE_HEADERS).jsonBody({ productType: [...PRODUCT_TYPES] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            id: like('20011'),
            enterpriseId: like('20011'),
            companyName: like('Alpha Trading Ltd.'),
            status: dictJson('INIT', 'Not submitted'),
            productType: dictJson('IDD', 'IDD cross-border trade'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const list = await createApiStore().dispatch(enterpriseApi.endpoints.getEnterprisesByType.initiate({ productType: [...PRODUCT_TYPES] })).unwrap();
        expect(list[0]).toMatchObject({ enterpriseId: '20011', companyName: 'Alpha Trading Ltd.' });
        expect(JSON.parse(list[0]!.status!)).toMatchObject({ dictParam: 'INIT' });
      });
  });

  it('checks the menu permission for an enterprise: a non-empty list means permitted', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.many', '20011'))
      .uponReceiving('a menu permission check for one of the user’s enterprises')
      .withRequest('POST', '/kj-sys/menu/getEnterpriseMenuList', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: '20011' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: eachLike({ menuCode: regex('^[A-Z0-9_]+$', 'ACCOUNT'), menuName: like('账户') }) }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(menuApi.endpoints.isEnterprisePermitted.initiate({ enterpriseId: '20011' })).unwrap()).toBe(true);
      });
  });

  it('checks the menu permission for an enterprise without a menu: an empty list', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.many', '20019'))
      .given(...noMenu('20019'))
      .uponReceiving('a menu permission check for an enterprise without a menu')
      .withRequest('POST', '/kj-sys/menu/getEnterpriseMenuList', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: '20019' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: [] }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(menuApi.endpoints.isEnterprisePermitted.initiate({ enterpriseId: '20019' })).unwrap()).toBe(false);
      });
  });

  it('asks whether the common menu is shown (the system-user flag), with no request body', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.many'))
      .uponReceiving('a question whether the common menu is shown')
      .withRequest('POST', '/kj-sys/user/whetherShowCommonMenu', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: equal(true) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(menuApi.endpoints.showsCommonMenu.initiate()).unwrap()).toBe(true);
      });
  });
});
