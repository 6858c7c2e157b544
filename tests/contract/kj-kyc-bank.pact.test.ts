import { afterEach, describe, expect, it } from '@rstest/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { bankAccountApi, type BankAccount } from '@/pages/company-kyc/api/bankAccountApi';
import { cnyAccountOf } from '@mocks/scenarios/banks';
import { configureApiBase, createApiStore, pactWith } from './support/consumer';
import { bankBranch, savedCnyAccount, signedIn, signedInChose, swiftKnown, swiftUnknown } from './support/states';
import { JSON_RESPONSE_HEADERS, LOCALE_HEADERS, REFUSED } from './support/interactions';

const { eachLike, like, regex } = MatchersV3;

/**
 * The company KYC's bank-account step (001 §2.4, §7): the accounts' read, save and next,
 * the bank dictionary, branches by bank and city, and the SWIFT lookup. Merged into
 * pacts/kj-portal-web-kj-kyc.json with the other kj-kyc interactions.
 */
const provider = pactWith('kj-kyc');

const CHOSEN = signedInChose('demo.one', '20001');
const SAVED = savedCnyAccount('20001');

const OK = { code: '200' };
const CNAPS = (example: string) => regex('^\\d{12}$', example);

/** A complete CNY account as the step sends it (every field: a request body is matched exactly). */
const CNY: BankAccount = { id: null, ...cnyAccountOf('20001', 'One Trade Co., Ltd.'), bankCountryName: '中国' };
/** The bank, city and branch of the CNY account. */
const BRANCH = bankBranch(CNY.bankCode!, CNY.bankCityCode!, CNY.bankRelateNo!);

/** Each field by type; nulls and the CNY flag as they are; codes by their formats. */
const accountMatcher = (account: BankAccount) => ({
  ...Object.fromEntries(Object.entries(account).map(([field, value]) => [field, value === null ? null : like(value)])),
  ...(account.bankCityCode ? { bankCityCode: regex('^\\d{6}$', account.bankCityCode) } : {}),
  ...(account.bankProvinceCode ? { bankProvinceCode: regex('^\\d{2}$', account.bankProvinceCode) } : {}),
  ...(account.bankRelateNo ? { bankRelateNo: CNAPS(account.bankRelateNo), bankBranchCode: like(account.bankBranchCode) } : {}),
  currency: regex('^[A-Z]{3}$', account.currency ?? 'CNY'),
});

describe('kj-kyc bank accounts, as the portal uses them', () => {
  afterEach(() => configureApiBase(null));

  it('reads the bank accounts of an enterprise', async () => {
    const saved = { ...CNY, id: 'B1' };
    await provider
      .addInteraction()
      .given(...CHOSEN)
      .given(...SAVED)
      .uponReceiving('a request for the bank accounts of an enterprise')
      .withRequest('GET', '/kj-kyc/enterprise/listBankAccountByEnterpriseId', (request) => request.headers(LOCALE_HEADERS).query({ enterpriseId: like('20001') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            id: like('B1'),
            enterpriseId: like('20001'),
            currency: regex('^[A-Z]{3}$', 'CNY'),
            accountName: like(saved.accountName),
            accountNo: like(saved.accountNo),
            bankCityCode: regex('^\\d{6}$', '440300'),
            bankProvinceCode: regex('^\\d{2}$', '44'),
            bankCode: like('102'),
            bankName: like('中国工商银行'),
            bankBranchCode: like(saved.bankBranchCode),
            bankBranchName: like(saved.bankBranchName),
            bankRelateNo: CNAPS(saved.bankRelateNo!),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const accounts = await createApiStore().dispatch(bankAccountApi.endpoints.getBankAccounts.initiate('20001')).unwrap();
        expect(accounts[0]).toMatchObject({ currency: 'CNY', bankCityCode: '440300', bankRelateNo: saved.bankRelateNo });
      });
  });

  it.each([
    [false, '/kj-kyc/enterprise/updateBankAccount', 'bank accounts saved without advancing'],
    [true, '/kj-kyc/enterprise/handleAfterUpdateBank', 'complete bank accounts sent on to the next step'],
  ] as const)('saves the bank accounts (advance %s)', async (advance, path, description) => {
    await provider
      .addInteraction()
      .given(...CHOSEN)
      .given(...BRANCH)
      .uponReceiving(description)
      .withRequest('POST', path, (request) => request.headers(LOCALE_HEADERS).jsonBody(eachLike(accountMatcher(CNY))))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody(OK))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        await createApiStore().dispatch(bankAccountApi.endpoints[advance ? 'advanceBankAccounts' : 'saveBankAccounts'].initiate([CNY])).unwrap();
      });
  });

  it('is refused the next step with the server’s message naming the missing field', async () => {
    const incomplete = { ...CNY, accountName: null };
    await provider
      .addInteraction()
      .given(...CHOSEN)
      .uponReceiving('bank accounts without an account name sent on to the next step')
      .withRequest('POST', '/kj-kyc/enterprise/handleAfterUpdateBank', (request) =>
        request.headers(LOCALE_HEADERS).jsonBody(eachLike(accountMatcher(incomplete))),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody(REFUSED('Please enter the account name.')),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const next = createApiStore().dispatch(bankAccountApi.endpoints.advanceBankAccounts.initiate([incomplete])).unwrap();
        await expect(next).rejects.toMatchObject({ code: '30013', message: 'Please enter the account name.' });
      });
  });

  it('lists the bank dictionary', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .given(...BRANCH)
      .uponReceiving('a request for the bank dictionary')
      .withRequest('POST', '/kj-kyc/bankDict/queryBankCodeDict', (request) => request.headers(LOCALE_HEADERS).jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({ bankCode: regex('^\\d{3}$', '102'), bankName: like('中国工商银行'), bankNameEn: like('Industrial and Commercial Bank of China') }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const banks = await createApiStore().dispatch(bankAccountApi.endpoints.getBankDictionary.initiate({})).unwrap();
        expect(banks[0]).toEqual({ bankCode: '102', bankName: '中国工商银行', bankNameEn: 'Industrial and Commercial Bank of China' });
      });
  });

  it('lists the branches of a bank in a city', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .given(...BRANCH)
      .uponReceiving('a request for the branches of a bank in a city')
      .withRequest('POST', '/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode', (request) =>
        request.headers(LOCALE_HEADERS).query({ bankCode: regex('^\\d{3}$', '102'), cityCode: regex('^\\d{6}$', '440300') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({ id: like(CNY.bankBranchCode), name: like('Industrial and Commercial Bank of China, Shenzhen Branch Business Department'), unitedBankNumber: CNAPS(CNY.bankRelateNo!) }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const branches = await createApiStore().dispatch(bankAccountApi.endpoints.getBankBranches.initiate({ bankCode: '102', cityCode: '440300' })).unwrap();
        expect(branches[0]!.unitedBankNumber).toMatch(/^102\d{9}$/);
      });
  });

  it('looks a SWIFT code up', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .given(...swiftKnown('CHASUS33'))
      .uponReceiving('a SWIFT lookup of a known code')
      .withRequest('POST', '/kj-kyc/bankInfo/list', (request) => request.headers(LOCALE_HEADERS).jsonBody({ swiftCode: regex('^[A-Z0-9]{8}([A-Z0-9]{3})?$', 'CHASUS33') }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE_HEADERS).jsonBody({
          code: '200',
          data: eachLike({
            swiftCode: like('CHASUS33'),
            countryCode: regex('^[A-Z]{3}$', 'USA'),
            country: like('United States'),
            city: like('New York'),
            bankName: like('JPMorgan Chase Bank, N.A.'),
            branchName: like('New York Head Office'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const found = await createApiStore().dispatch(bankAccountApi.endpoints.lookUpSwift.initiate({ swiftCode: 'CHASUS33' })).unwrap();
        expect(found[0]).toMatchObject({ bankName: 'JPMorgan Chase Bank, N.A.', countryCode: 'USA' });
      });
  });

  it('finds nothing for an unknown SWIFT code (an empty list, not an error)', async () => {
    await provider
      .addInteraction()
      .given(...signedIn('demo.one'))
      .given(...swiftUnknown('ZZZZUS33'))
      .uponReceiving('a SWIFT lookup of an unknown code')
      .withRequest('POST', '/kj-kyc/bankInfo/list', (request) => request.headers(LOCALE_HEADERS).jsonBody({ swiftCode: 'ZZZZUS33' }))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE_HEADERS).jsonBody({ code: '200', data: [] }))
      .executeTest(async (mockServer) => {
        configureApiBase(mockServer.url);
        const found = await createApiStore().dispatch(bankAccountApi.endpoints.lookUpSwift.initiate({ swiftCode: 'ZZZZUS33' })).unwrap();
        expect(found).toEqual([]);
      });
  });
});
