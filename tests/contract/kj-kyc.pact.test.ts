import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { countryApi } from '@/entities/country';
import { enterpriseApi } from '@/entities/enterprise';
import { registerApi } from '@/pages/login/api/registerApi';
import { CONTRACT_KEY_PAIR } from './support/contractKeyPair';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { contractKeyPair, noAccountWithEmail, phoneAreaCodesExist, registrationCodeMailed, signedInOf } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, dictJson, encryptedField } from './support/interactions';

const { eachLike, like, regex } = MatchersV3;

const provider = pactWith('kj-kyc');

const REGISTRATION_PASSWORD = encryptedField('Welcome#2025');

describe('kj-kyc, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('lists the phone area codes', async () => {
    await provider
      .addInteraction()
      .given(...phoneAreaCodesExist())
      .uponReceiving('a request for the phone area codes')
      .withRequest('GET', '/kj-kyc/country/listPhoneAreaCode', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({ countryCode: regex('^[A-Z]{3}$', 'CHN'), phoneCode: regex('^\\d{1,4}$', '86'), chineseName: like('中国'), englishName: like('China') }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const codes = await createApiStore().dispatch(countryApi.endpoints.listPhoneAreaCodes.initiate()).unwrap();
        expect(codes[0]).toEqual({ countryCode: 'CHN', phoneCode: '86', chineseName: '中国', englishName: 'China' });
      });
  });

  it('has a registration code e-mailed', async () => {
    await provider
      .addInteraction()
      .given(...noAccountWithEmail('new.user@example.com'))
      .uponReceiving('a request to e-mail a registration code')
      .withRequest('POST', '/kj-kyc/userEnroll/sendVerificationCode', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ email: like('new.user@example.com') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(registerApi.endpoints.sendEnrollCode.initiate({ email: 'new.user@example.com' })).unwrap();
      });
  });

  it('registers a company and user with the encrypted password and the key’s serial', async () => {
    await provider
      .addInteraction()
      .given(...contractKeyPair())
      .given(...noAccountWithEmail('new.user@example.com'))
      .given(...registrationCodeMailed('new.user@example.com', '246810'))
      .uponReceiving('a registration')
      .withRequest('POST', '/kj-kyc/userEnroll/enroll', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          name: like('Li Lei'),
          email: like('new.user@example.com'),
          telephone: regex('^\\d{1,20}$', '13800001234'),
          phoneAreaCode: like('86'),
          companyName: like('Newco Trading Ltd.'),
          verificationCode: like('246810'),
          serialNo: like(CONTRACT_KEY_PAIR.serialNo),
          password: REGISTRATION_PASSWORD.matcher,
          // Pinned (000 §3): registration is always for the default product on the PC channel.
          productType: 'DEFAULT_PRODUCT',
          ssoConstants: 'kj_my_pc',
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(
            registerApi.endpoints.enroll.initiate({
              name: 'Li Lei',
              email: 'new.user@example.com',
              telephone: '13800001234',
              phoneAreaCode: '86',
              companyName: 'Newco Trading Ltd.',
              verificationCode: '246810',
              serialNo: CONTRACT_KEY_PAIR.serialNo,
              password: REGISTRATION_PASSWORD.cipher,
              productType: 'DEFAULT_PRODUCT',
              ssoConstants: 'kj_my_pc',
            }),
          )
          .unwrap();
      });
  });

  it('lists the products of the chosen enterprise', async () => {
    await provider
      .addInteraction()
      .given(...signedInOf('demo.many', '20016'))
      .uponReceiving('a request for the products of an enterprise')
      .withRequest('GET', '/kj-kyc/product/listByEnterpriseIdByClient', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20016') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            productType: dictJson('DIGIPO', 'DIGIPO digital orders'),
            productStatus: dictJson('ACTIVATED', 'Activated'),
            enterpriseStatus: dictJson('ENDURANCE', 'Activated by administrator'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const products = await createApiStore().dispatch(enterpriseApi.endpoints.listEnterpriseProducts.initiate('20016')).unwrap();
        expect(JSON.parse(products[0]!.productType!)).toMatchObject({ dictParam: 'DIGIPO' });
      });
  });
});
