import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { kycFileApi } from '@/entities/kyc-enterprise';
import { KYC_COMPANY, KYC_OWNER, KYC_PERSON } from '@tests/support/kycSamples';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { contractKeyPair, freshMainland, returned, signedInChose } from './support/states';
import { POSITION, YES_NO, companyMatcher, ownerMatcher, personMatcher } from './support/kycMatchers';
import { CONTRACT_NEW_PASSWORD, CONTRACT_PASSWORD, DOWNLOAD_HEADERS, JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED, encryptedField } from './support/interactions';
import { recordSavedFiles } from '@tests/support/downloads';

const { eachLike, like, regex } = MatchersV3;

/**
 * The second-generation KYC file wizard (001 §2.2, §7; 000 "Open-account form",
 * "Transaction or set password"): reads, nexts and drafts of steps 1-3, the open-account
 * submission, the transaction password and the service agreement. Merged into
 * pacts/kj-portal-web-kj-kyc.json with the other kj-kyc interactions.
 */
const provider = pactWith('kj-kyc');

/** demo.kyc.cn with its fresh mainland enterprise 20021 chosen. */
const FRESH_USER = signedInChose('demo.kyc.cn', '20021');
const FRESH = freshMainland('20021');
/** demo.kyc.back with its returned enterprise 20024 chosen. */
const RETURNED_USER = signedInChose('demo.kyc.back', '20024');
const RETURNED = returned('20024');

const OK = { code: '200' };
const LOCATION = regex('^(TERRITORY|OVERSEAS)$', 'TERRITORY');
/** Content-Disposition as the services send it: an ASCII name and the RFC 5987 one. */
const DISPOSITION = regex(
  "^attachment;.*filename\\*=UTF-8''[A-Za-z0-9%._~!$&'()*+,;=:@-]+$",
  "attachment; filename=\"Service_agreement_Mainland_Onboarding_Co_Ltd.pdf\"; filename*=UTF-8''Service_agreement_Mainland_Onboarding_Co_Ltd.pdf",
);
const SAMPLE_PDF = fileURLToPath(new URL('./fixtures/signed_contract.pdf', import.meta.url));

/** Step 1 as the wizard sends it for the fresh mainland company (complete, so next passes). */
const COMPANY = { ...KYC_COMPANY, manageDetailIsRegisteredDetail: 'N' as const, companyType: 'GENERAL_TAXPAYER' as const, mediaId: 'ENT20021' };
const PERSON = { ...KYC_PERSON, mediaId: 'M20021' };
const MANAGER = { ...PERSON, enterpriseId: '20021', position: ['GENERAL_MANAGER'] };
const managerMatcher = { ...personMatcher(PERSON), enterpriseId: like('20021'), position: eachLike(POSITION('GENERAL_MANAGER')) };
const LEGAL = { ...PERSON, firstName: '强', lastName: '刘', position: ['LEGAL'], mediaId: 'L20021' };
const legalMatcher = { ...personMatcher(PERSON), position: eachLike(POSITION('LEGAL')) };
const OWNER = { ...KYC_OWNER, mediaId: 'B20021' };

const CONTACTS = { enterpriseId: '20021', legal: LEGAL, beneficiaryList: [OWNER], stockholderList: [OWNER] };
const contactsMatcher = {
  enterpriseId: like('20021'),
  legal: legalMatcher,
  beneficiaryList: eachLike(ownerMatcher(OWNER)),
  stockholderList: eachLike(ownerMatcher(OWNER)),
};

const api = kycFileApi.endpoints;

describe('kj-kyc KYC file wizard (second generation), as the portal uses it', () => {
  afterEach(() => {
    configureApiBase(null);
    rstest.restoreAllMocks();
  });

  it('reads the enterprise of step 1', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('a request for the basics info of the KYC file wizard')
      .withRequest('POST', '/kj-kyc/eKyc/getEnterprise', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20024') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: {
            id: like('20024'),
            companyName: like('Returned Textiles Co., Ltd.'),
            registeredAreaCode: regex('^[A-Z]{3}$', 'CHN'),
            companyIdentCode: like('91440300MA5F300024'),
            expirationPerennial: YES_NO('Y'),
            status: regex('^(INIT|BACK|SUBMIT|REJECT|ENDURANCE)$', 'BACK'),
            location: LOCATION,
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getKycFileEnterprise.initiate({ enterpriseId: '20024' })).unwrap()).toMatchObject({ id: '20024', status: 'BACK', location: 'TERRITORY' });
      });
  });

  it('sends the basics info on to the next step and gets the location', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('complete basics info of the KYC file wizard sent on to the next step')
      .withRequest('POST', '/kj-kyc/eKyc/saveEnterprise', (request) => request.headers(LOCALE_HEADERS).jsonBody(companyMatcher(COMPANY)))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: { location: LOCATION } }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.saveKycFileEnterprise.initiate(COMPANY)).unwrap()).toBe('TERRITORY');
      });
  });

  it('is refused the next step of basics info with the message naming the first missing field', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('basics info of the KYC file wizard without the registered address sent on to the next step')
      .withRequest('POST', '/kj-kyc/eKyc/saveEnterprise', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ id: like('20021'), companyName: like('Mainland Onboarding Co., Ltd.'), registeredAreaCode: like('CHN') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please enter the registered address.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const next = createApiStore().dispatch(api.saveKycFileEnterprise.initiate({ id: '20021', companyName: 'Mainland Onboarding Co., Ltd.', registeredAreaCode: 'CHN' }));
        await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please enter the registered address.' });
      });
  });

  it('reads the manager of step 2', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('a request for the manager of the KYC file wizard')
      .withRequest('POST', '/kj-kyc/eKyc/getManager', (request) => request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20024') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: { ...personMatcher(PERSON), id: like('20024M'), enterpriseId: like('20024'), position: eachLike(POSITION('FINANCIAL_CONTROLLER')) },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        expect(await createApiStore().dispatch(api.getKycFileManager.initiate({ enterpriseId: '20024' })).unwrap()).toMatchObject({ enterpriseId: '20024' });
      });
  });

  it('sends the manager on to the next step', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a complete manager of the KYC file wizard sent on to the next step')
      .withRequest('POST', '/kj-kyc/eKyc/saveManager', (request) => request.headers(LOCALE_HEADERS).jsonBody(managerMatcher))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.saveKycFileManager.initiate(MANAGER)).unwrap();
      });
  });

  it('is refused the next step of a manager without a position', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a manager of the KYC file wizard without a position sent on to the next step')
      .withRequest('POST', '/kj-kyc/eKyc/saveManager', (request) => request.headers(LOCALE_HEADERS).jsonBody({ ...personMatcher(PERSON), enterpriseId: like('20021'), position: [] }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please select at least one position.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const next = createApiStore().dispatch(api.saveKycFileManager.initiate({ ...MANAGER, position: [] }));
        await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please select at least one position.' });
      });
  });

  it('keeps a draft of the manager on back', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a draft of the manager of the KYC file wizard')
      .withRequest('POST', '/kj-kyc/eKyc/stagedManager', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20021'), manager: { enterpriseId: like('20021'), firstName: like('雷'), position: [] } }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(api.stageKycFileManager.initiate({ enterpriseId: '20021', manager: { enterpriseId: '20021', firstName: '雷', position: [] } }))
          .unwrap();
      });
  });

  it('reads the identity information of step 3', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('a request for the identity information of the KYC file wizard')
      .withRequest('GET', '/kj-kyc/eKyc/getEnterpriseContact', (request) => request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20024') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: {
            enterpriseId: like('20024'),
            legal: { ...personMatcher(PERSON), id: like('20024L1'), managerPerson: YES_NO('N') },
            beneficiaryList: eachLike({ ...ownerMatcher(OWNER), id: like('20024B1') }),
            stockholderList: [],
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const contacts = await createApiStore().dispatch(api.getKycFileContacts.initiate('20024')).unwrap();
        expect(contacts).toMatchObject({ enterpriseId: '20024', legal: { managerPerson: 'N' }, stockholderList: [] });
      });
  });

  it('sends the identity information on to the next step', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('complete identity information of the KYC file wizard sent on to the next step')
      .withRequest('POST', '/kj-kyc/eKyc/saveEnterpriseContact', (request) => request.headers(LOCALE_HEADERS).jsonBody(contactsMatcher))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.saveKycFileContacts.initiate(CONTACTS)).unwrap();
      });
  });

  it('is refused the next step of identity information without a legal person', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('identity information of the KYC file wizard without a legal person sent on to the next step')
      .withRequest('POST', '/kj-kyc/eKyc/saveEnterpriseContact', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ ...contactsMatcher, legal: null }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please add the legal person.')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const next = createApiStore().dispatch(api.saveKycFileContacts.initiate({ ...CONTACTS, legal: null }));
        await expect(next.unwrap()).rejects.toMatchObject({ code: '30013', message: 'Please add the legal person.' });
      });
  });

  it('keeps a draft of the identity information on back', async () => {
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a draft of the identity information of the KYC file wizard')
      .withRequest('POST', '/kj-kyc/eKyc/stagedEnterpriseContact', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20021'), legal: { firstName: like('强') }, beneficiaryList: [], stockholderList: [] }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(api.stageKycFileContacts.initiate({ enterpriseId: '20021', legal: { firstName: '强' }, beneficiaryList: [], stockholderList: [] }))
          .unwrap();
      });
  });

  it('submits the open-account form', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('the open-account form of a complete enterprise with the service agreement ticked')
      .withRequest('POST', '/kj-kyc/eKyc/submitOpenAccount', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20024'), serviceAgreement: 'Y', mediaId: like('OA20024') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(api.submitOpenAccount.initiate({ enterpriseId: '20024', serviceAgreement: 'Y', mediaId: 'OA20024' })).unwrap();
      });
  });

  it('is refused the submission of a mainland enterprise without the service agreement', async () => {
    await provider
      .addInteraction()
      .given(...RETURNED_USER)
      .given(...RETURNED)
      .uponReceiving('the open-account form of a mainland enterprise without the service agreement')
      .withRequest('POST', '/kj-kyc/eKyc/submitOpenAccount', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20024'), serviceAgreement: 'N', mediaId: like('OA20024') }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('check service agreement')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const submit = createApiStore().dispatch(api.submitOpenAccount.initiate({ enterpriseId: '20024', serviceAgreement: 'N', mediaId: 'OA20024' }));
        await expect(submit.unwrap()).rejects.toMatchObject({ code: '30013', message: 'check service agreement' });
      });
  });

  it('sets the transaction password, both fields encrypted', async () => {
    const password = encryptedField(CONTRACT_NEW_PASSWORD);
    await provider
      .addInteraction()
      .given(...contractKeyPair())
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a transaction password and its confirmation, encrypted')
      .withRequest('POST', '/kj-kyc/eKyc/saveTransactionPassword', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20021'), password: password.matcher, confirmPassword: password.matcher, encrypt: true }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore()
          .dispatch(api.saveTransactionPassword.initiate({ enterpriseId: '20021', password: password.cipher, confirmPassword: password.cipher, encrypt: true }))
          .unwrap();
      });
  });

  it('is refused a transaction password whose confirmation differs', async () => {
    const password = encryptedField(CONTRACT_NEW_PASSWORD);
    const confirm = encryptedField(CONTRACT_PASSWORD);
    await provider
      .addInteraction()
      .given(...contractKeyPair())
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a transaction password with a different confirmation, encrypted')
      .withRequest('POST', '/kj-kyc/eKyc/saveTransactionPassword', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody({ enterpriseId: like('20021'), password: password.matcher, confirmPassword: confirm.matcher, encrypt: true }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('The two passwords do not match!')))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const save = createApiStore().dispatch(api.saveTransactionPassword.initiate({ enterpriseId: '20021', password: password.cipher, confirmPassword: confirm.cipher, encrypt: true }));
        await expect(save.unwrap()).rejects.toMatchObject({ code: '30013', message: 'The two passwords do not match!' });
      });
  });

  it('downloads the service agreement, a PDF named in Content-Disposition', async () => {
    const saved = recordSavedFiles();
    await provider
      .addInteraction()
      .given(...FRESH_USER)
      .given(...FRESH)
      .uponReceiving('a request for the service agreement of a company')
      .withRequest('POST', '/kj-kyc/eKyc/downloadExportAgreement', (request) =>
        request.headers(DOWNLOAD_HEADERS).query({ companyName: regex('^.+$', 'Mainland Onboarding Co., Ltd.') }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Type': regex('^application/octet-stream', 'application/octet-stream'), 'Content-Disposition': DISPOSITION })
          // A PDF, matched by its detected content (the mock writes the company into it).
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const result = await createApiStore().dispatch(api.downloadExportAgreement.initiate('Mainland Onboarding Co., Ltd.')).unwrap();
        expect(result.fileName).toBe('Service_agreement_Mainland_Onboarding_Co_Ltd.pdf');
        expect(saved).toEqual([result.fileName]);
      });
  });
});
