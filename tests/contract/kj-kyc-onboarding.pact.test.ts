import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { countryApi } from '@/entities/country';
import { kycContactApi, kycEnterpriseApi, kycManagerApi } from '@/entities/kyc-enterprise';
import { KYC_COMPANY, KYC_OWNER, KYC_PERSON } from '@tests/support/kycSamples';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { countriesExist, freshMainland, returned, signedInChose, submittedManagerIsLegal } from './support/states';
import { POSITION, YES_NO, companyMatcher, ownerMatcher, personMatcher } from './support/kycMatchers';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';

const { eachLike, like, regex, string } = MatchersV3;

/**
 * The company KYC wizard's steps 1-4 (001 §2.1, §7): reads, saves and nexts of the
 * enterprise, the authorised person, the legal persons or directors and the beneficial
 * owners, and the country list. Merged into pacts/kj-portal-web-kj-kyc.json with the other
 * kj-kyc interactions (the contract config runs one worker, so the merges stay apart).
 */
const provider = pactWith('kj-kyc');

/** demo.kyc.cn with its fresh mainland enterprise 20021 chosen. */
const FRESH_USER = signedInChose('demo.kyc.cn', '20021');
const FRESH = freshMainland('20021');
/** demo.kyc.back with its returned enterprise 20024 chosen. */
const RETURNED_USER = signedInChose('demo.kyc.back', '20024');
const RETURNED = returned('20024');
const SUBMITTED_USER = signedInChose('demo.kyc.done', '20025');
const SUBMITTED = submittedManagerIsLegal('20025');

const OK = { code: '200' };
const ENTERPRISE_STATUS = regex('^(INIT|BACK|SUBMIT|REJECT|ENDURANCE)$', 'BACK');

/** Step 1 as the wizard sends it for the fresh mainland company (complete, so next passes), with the country names. */
const COMPANY = {
  ...KYC_COMPANY,
  registeredArea: '中国',
  manageCountry: '中国',
  manageDetailIsRegisteredDetail: 'N' as const,
  companyType: 'GENERAL_TAXPAYER' as const,
  companyIdentType: 'BUSINESS_LICENCE',
  mediaId: 'ENT20021',
};

/** The authorised person and a legal person: each entry names its enterprise. */
const PERSON = { ...KYC_PERSON, enterpriseId: '20021', certificateIssuingPlace: '中国', mediaId: 'M20021' };
const personMatch = personMatcher(PERSON);
const MANAGER = { ...PERSON, position: ['GENERAL_MANAGER'] };
const LEGAL = { ...PERSON, firstName: '强', lastName: '刘', position: ['LEGAL'], mediaId: 'L20021' };
const OWNER = { ...KYC_OWNER, enterpriseId: '20021', mediaId: 'B20021' };
const ownerMatch = ownerMatcher(OWNER);

describe('kj-kyc company KYC wizard, steps 1-4, as the portal uses it', () => {
  afterEach(() => configureApiBase(null));

  it('lists the countries', async () => {
    await provider
      .addInteraction()
      .given(...countriesExist())
      .uponReceiving('a request for the country list')
      .withRequest('POST', '/kj-kyc/country/list', (request) => request.headers(LOCALE_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({ id: like('1'), countryCode: regex('^[A-Z]{3}$', 'CHN'), countryName: like('中国'), countryNameEng: like('China') }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const countries = await createApiStore().dispatch(countryApi.endpoints.listCountries.initiate()).unwrap();
        expect(countries[0]).toEqual({ id: '1', countryCode: 'CHN', countryName: '中国', countryNameEng: 'China' });
      });
  });

  it('reads a returned enterprise with its status, location and the review’s comment', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('a request for the KYC details of a returned enterprise')
      .withRequest('GET', '/kj-kyc/enterprise/getByEnterpriseIdClient', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20024') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: {
            id: like('20024'),
            companyName: like('Returned Textiles Co., Ltd.'),
            companyNameCn: like('退回纺织品有限公司'),
            registeredAreaCode: regex('^[A-Z]{3}$', 'CHN'),
            registeredDetail: like('深圳市南山区科技园南区 24 号'),
            companyIdentCode: like('91440300MA5F300024'),
            expirationPerennial: YES_NO('Y'),
            mediaId: like('ENT20024'),
            status: ENTERPRISE_STATUS,
            auditComment: string('The business licence image is unclear.'),
            location: regex('^(TERRITORY|OVERSEAS)$', 'TERRITORY'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const enterprise = await createApiStore().dispatch(kycEnterpriseApi.endpoints.getKycEnterprise.initiate('20024')).unwrap();
        expect(enterprise).toMatchObject({ id: '20024', status: 'BACK', location: 'TERRITORY', auditComment: 'The business licence image is unclear.' });
      });
  });

  it.each([
    [false, '/kj-kyc/enterprise/updateInPortal', 'a save of the KYC company details'],
    [true, '/kj-kyc/enterprise/handleAfterUpdateInPortal', 'complete KYC company details sent on to the next step'],
  ] as const)('saves the company details (advance %s)', async (advance, path, description) => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving(description)
      .withRequest('POST', path, (request) => request.headers(LOCALE_HEADERS).jsonBody(companyMatcher(COMPANY)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(kycEnterpriseApi.endpoints[advance ? 'advanceKycEnterprise' : 'saveKycEnterprise'].initiate(COMPANY)).unwrap();
      });
  });

  it('is refused the next step with the server’s message naming the first missing field', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('KYC company details without the registered address sent on to the next step')
      .withRequest('POST', '/kj-kyc/enterprise/handleAfterUpdateInPortal', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ id: like('20021'), companyName: like('Mainland Onboarding Co., Ltd.'), registeredAreaCode: like('CHN') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please enter the registered address.')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const next = createApiStore()
          .dispatch(
            kycEnterpriseApi.endpoints.advanceKycEnterprise.initiate({ id: '20021', companyName: 'Mainland Onboarding Co., Ltd.', registeredAreaCode: 'CHN' }),
          )
          .unwrap();
        await expect(next).rejects.toMatchObject({ code: '30013', message: 'Please enter the registered address.' });
      });
  });

  it('reads the authorised person', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('a request for the authorised person of an enterprise')
      .withRequest('GET', '/kj-kyc/enterprise/getManagerByEnterpriseId', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20024') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { ...personMatch, id: like('20024M'), enterpriseId: like('20024'), position: eachLike(POSITION('FINANCIAL_CONTROLLER')), legalPerson: YES_NO('N') },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const manager = await createApiStore().dispatch(kycManagerApi.endpoints.getKycManager.initiate('20024')).unwrap();
        expect(manager).toMatchObject({ enterpriseId: '20024', position: ['FINANCIAL_CONTROLLER'] });
      });
  });

  it.each([
    [false, '/kj-kyc/enterprise/updateManagerInPortal', 'a save of the authorised person'],
    [true, '/kj-kyc/enterprise/handleAfterUpdateManagerInPortal', 'a complete authorised person sent on to the next step'],
  ] as const)('saves the authorised person (advance %s)', async (advance, path, description) => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving(description)
      .withRequest('POST', path, (request) => request.headers(LOCALE_HEADERS).jsonBody({ ...personMatch, position: eachLike(POSITION('GENERAL_MANAGER')) }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(kycManagerApi.endpoints[advance ? 'advanceKycManager' : 'saveKycManager'].initiate(MANAGER)).unwrap();
      });
  });

  it('reads the legal persons with the authorised person first when they are the legal person', async () => {
    await provider
      .addInteraction()
      .given(...SUBMITTED_USER)
      .given(...SUBMITTED)
      .uponReceiving('a request for the legal persons of an enterprise, the authorised person included')
      .withRequest('GET', '/kj-kyc/enterprise/listLegalByEnterpriseId', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20025'), containsManager: 'true' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({ ...personMatch, id: like('20025M'), enterpriseId: like('20025'), position: eachLike(POSITION('LEGAL')), managerPerson: YES_NO('Y') }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const legals = await createApiStore().dispatch(kycContactApi.endpoints.getLegalPersons.initiate('20025')).unwrap();
        expect(legals[0]).toMatchObject({ managerPerson: 'Y', enterpriseId: '20025' });
      });
  });

  it.each([
    [false, '/kj-kyc/enterprise/updateLegalInPortal', 'a save of the legal persons'],
    [true, '/kj-kyc/enterprise/handleAfterUpdateLegalInPortal', 'complete legal persons sent on to the next step'],
  ] as const)('saves the legal persons (advance %s)', async (advance, path, description) => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving(description)
      .withRequest('POST', path, (request) => request.headers(LOCALE_HEADERS).jsonBody(eachLike({ ...personMatch, position: eachLike(POSITION('LEGAL')) })))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(kycContactApi.endpoints[advance ? 'advanceLegalPersons' : 'saveLegalPersons'].initiate([{ ...LEGAL, enterpriseId: '20021' }])).unwrap();
      });
  });

  it('reads the beneficial owners', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('a request for the beneficial owners of an enterprise')
      .withRequest('GET', '/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', (request) =>
        request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20024') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({ ...ownerMatch, id: like('20024B1'), enterpriseId: like('20024'), managerPerson: YES_NO('N') }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const owners = await createApiStore().dispatch(kycContactApi.endpoints.getBeneficialOwners.initiate('20024')).unwrap();
        expect(owners[0]).toMatchObject({ enterpriseId: '20024', contactRoleType: 'PERSONAL' });
      });
  });

  it.each([
    [false, '/kj-kyc/enterprise/updateBeneficiary', 'a save of the beneficial owners'],
    [true, '/kj-kyc/enterprise/handleAfterUpdateBeneficiaryInPortal', 'complete beneficial owners sent on to the next step'],
  ] as const)('saves the beneficial owners (advance %s)', async (advance, path, description) => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving(description)
      .withRequest('POST', path, (request) => request.headers(LOCALE_HEADERS).jsonBody(eachLike(ownerMatch)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(kycContactApi.endpoints[advance ? 'advanceBeneficialOwners' : 'saveBeneficialOwners'].initiate([OWNER])).unwrap();
      });
  });
});
