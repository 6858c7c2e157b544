import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { exportDrawbackApi } from '@/pages/export-drawback-kyc/api/exportDrawbackApi';
import { userAccountApi } from '@/entities/session';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { contactDetails, creditCode, signedInChose, toVerify } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';

const { equal, like, regex } = MatchersV3;

/**
 * The export-drawback onboarding's kj-sys calls (000 §4, §7): step 1's enterprise-info
 * check and step 2's user association (the check, and the account update of the dialog).
 * Merged into pacts/kj-portal-web-kj-sys.json with the other kj-sys interactions.
 */
const provider = pactWith('kj-sys');

/** demo.one with One Trade 20001 (INIT, export drawback to verify) chosen. */
const SIGNED_IN = signedInChose('demo.one', '20001');
const VERIFIABLE = toVerify('20001');

const COMPANY = { enterpriseId: '20001', companyName: '壹号贸易有限公司', companyIdentCode: '91310115MA1K300001', productType: 'EXPORT_DRAWBACK_TRADE' as const };
const companyMatcher = (companyIdentCode: string) => ({
  enterpriseId: like('20001'),
  companyName: like(COMPANY.companyName),
  companyIdentCode: regex('^[A-Za-z0-9]{1,18}$', companyIdentCode),
  productType: regex('^EXPORT_DRAWBACK_(PROD|TRADE)$', COMPANY.productType),
});
const detailsMatcher = (details: { firstName: string; lastName: string; email: string; telephone: string }) => ({
  firstName: like(details.firstName),
  lastName: like(details.lastName),
  email: like(details.email),
  telephone: regex('^\\d{1,20}$', details.telephone),
});
/** demo.one's own details, and a manager who is someone else. */
const OWN = { firstName: 'Demo', lastName: 'One', email: 'one@demo.kj', telephone: '13800000001' };
const OTHER = { firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', telephone: '13900001111' };
const OWN_DETAILS = contactDetails({ firstName: OWN.firstName, lastName: OWN.lastName, email: OWN.email, phone: OWN.telephone });

describe('kj-sys export-drawback checks, as the portal uses them', () => {
  afterEach(() => configureApiBase(null));

  it('the enterprise-info check of step 1 passes', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...creditCode('20001', COMPANY.companyIdentCode))
      .uponReceiving('an enterprise-info check of drawback step 1 that passes')
      .withRequest('POST', '/kj-sys/kjEnterprise/checkInitEnterpriseInfo', (request) => request.headers(LOCALE_HEADERS).jsonBody(companyMatcher(COMPANY.companyIdentCode)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: true }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(exportDrawbackApi.endpoints.checkEnterpriseInfo.initiate(COMPANY)).unwrap()).toBe(true);
      });
  });

  it('the enterprise-info check refuses another enterprise’s credit code with the message', async () => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...creditCode('20011', '91310115MA1K300011'))
      .uponReceiving('an enterprise-info check of drawback step 1 with another enterprise’s credit code')
      .withRequest('POST', '/kj-sys/kjEnterprise/checkInitEnterpriseInfo', (request) => request.headers(LOCALE_HEADERS).jsonBody(companyMatcher('91310115MA1K300011')))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('This unified social credit code belongs to another enterprise.')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const check = createApiStore().dispatch(exportDrawbackApi.endpoints.checkEnterpriseInfo.initiate({ ...COMPANY, companyIdentCode: '91310115MA1K300011' }));
        await expect(check.unwrap()).rejects.toMatchObject({ code: '30013', message: 'This unified social credit code belongs to another enterprise.' });
      });
  });

  it.each([
    ['the signed-in user’s own details', OWN, true],
    ['details that differ from the signed-in user’s', OTHER, false],
  ] as const)('the user-association check of step 2: %s', async (_case, details, same) => {
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .given(...OWN_DETAILS)
      .uponReceiving(`a user-association check with ${same ? 'the user’s own details' : 'another person’s details'}`)
      .withRequest('POST', '/kj-sys/user/validateUserAssociation', (request) => request.headers(LOCALE_HEADERS).jsonBody(detailsMatcher(details)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: equal(same) }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(userAccountApi.endpoints.validateUserAssociation.initiate(details)).unwrap()).toBe(same);
      });
  });

  it.each([
    ['the drawback manager’s details', 'the manager’s details', 'E12345678'],
    // A KYC authorised person's id number may be a passport's, up to 50 letters and digits (001 §8).
    ['a KYC authorised person’s 30-character passport number', 'an authorised person’s long passport number', 'P'.repeat(30)],
  ])('the association dialog’s confirm updates the signed-in user’s account: %s', async (_case, described, identNo) => {
    const update = { id: 'M1', sysUserId: '10001', identType: 'CREDENTIALS_ID' as const, identNo, firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', phone: '13900001111' };
    await provider
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...VERIFIABLE)
      .uponReceiving(`an update of the signed-in user’s account with ${described}`)
      .withRequest('POST', '/kj-sys/user/editManageUser', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({
          id: like(update.id),
          sysUserId: like(update.sysUserId),
          identType: 'CREDENTIALS_ID',
          identNo: regex('^[A-Za-z0-9]{1,50}$', update.identNo),
          firstName: like(update.firstName),
          lastName: like(update.lastName),
          email: like(update.email),
          phone: regex('^\\d{1,20}$', update.phone),
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200' }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(userAccountApi.endpoints.editManageUser.initiate(update)).unwrap();
      });
  });
});
