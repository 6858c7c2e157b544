import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { productApi } from '@/entities/product';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { rejected, signedInChose, toVerify } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, dictJson } from './support/interactions';

const { eachLike, like, regex } = MatchersV3;

/** The product-centre calls of kj-kyc (000 §2 "Product centre", §7); merged into pacts/kj-portal-web-kj-kyc.json. */
const provider = pactWith('kj-kyc');

const ONE_TRADE = signedInChose('demo.one', '20001');
const VERIFIABLE = toVerify('20001');
const DELTA = signedInChose('demo.many', '20014');
const REJECTED = rejected('20014');

describe('kj-kyc product centre, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('lists the product-centre cards of an enterprise', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...VERIFIABLE)
      .uponReceiving('a request for the product-centre cards of an enterprise')
      .withRequest('GET', '/kj-kyc/productEnterprise/listProductInfo', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20001') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            productType: dictJson('E_FINANCE', 'Digital finance'),
            productStatus: dictJson('NOT_APPROVED', 'Inactive'),
            enterpriseStatus: dictJson('INIT', 'Not submitted'),
            menuCode: regex('^[A-Z0-9_]+$', 'MEUC8002'),
            productName: like('数字融资'),
            productNameEn: like('Digital finance'),
            productDesc: like('基于交易数据的线上融资。'),
            productDescEn: like('Online financing based on trade data.'),
            orderNo: like(2),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const entries = await createApiStore().dispatch(productApi.endpoints.listProductCentre.initiate('20001')).unwrap();
        expect(entries[0]).toMatchObject({ menuCode: 'MEUC8002', productNameEn: 'Digital finance' });
        expect(JSON.parse(entries[0]!.productStatus!)).toMatchObject({ dictParam: 'NOT_APPROVED' });
      });
  });

  it('is allowed to start the KYC of a product', async () => {
    await provider
      .addInteraction()
      .given(...ONE_TRADE)
      .given(...VERIFIABLE)
      .uponReceiving('a product-KYC validation the KYC status allows')
      .withRequest('POST', '/kj-kyc/productEnterprise/validateProductKyc', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20001'), productType: regex('^[A-Z_]+$', 'E_FINANCE') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: true }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const allowed = await createApiStore()
          .dispatch(productApi.endpoints.validateProductKyc.initiate({ enterpriseId: '20001', productType: 'E_FINANCE' }))
          .unwrap();
        expect(allowed).toBe(true);
      });
  });

  it('is refused the KYC of a product when the KYC status does not allow it', async () => {
    await provider
      .addInteraction()
      .given(...DELTA)
      .given(...REJECTED)
      .uponReceiving('a product-KYC validation the KYC status refuses')
      .withRequest('POST', '/kj-kyc/productEnterprise/validateProductKyc', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20014'), productType: regex('^[A-Z_]+$', 'ACCOUNT') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: false }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const allowed = await createApiStore()
          .dispatch(productApi.endpoints.validateProductKyc.initiate({ enterpriseId: '20014', productType: 'ACCOUNT' }))
          .unwrap();
        expect(allowed).toBe(false);
      });
  });
});
