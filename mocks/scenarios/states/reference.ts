import { db } from '../../db';
import { newId } from '../../lib/random';
import { demoDataLacks, type ProviderState } from './kinds';

/** Holds when the demo data has rows of a reference table. */
const present = (rows: unknown[], what: string) => {
  if (rows.length === 0) demoDataLacks(what);
};

/** Pact provider states of the reference data every user sees (see ../providerStates.ts). */
export const referenceStates: Record<string, ProviderState> = {
  'website branding is configured': {
    params: {},
    afterwards: 'The four login-page branding settings (is.branded.version, logo.url, record.message, background.url) have values.',
    setUp: () => present(db.websiteSetting.getAll(), 'branding settings'),
  },
  'dictionaries exist': {
    params: {},
    afterwards: 'The dictionaries of getAllDictList have items, in both languages.',
    setUp: () => present(db.dictionary.getAll(), 'dictionaries'),
  },
  'countries exist': {
    params: {},
    afterwards: 'The country list has entries.',
    setUp: () => present(db.country.getAll(), 'countries'),
  },
  'phone area codes exist': {
    params: {},
    afterwards: 'The phone area code list has entries.',
    setUp: () => present(db.phoneAreaCode.getAll(), 'phone area codes'),
  },
  'a product redirect is configured': {
    params: { productType: 'the product type', scenario: 'the scenario', url: 'the page a visitor goes to' },
    afterwards: 'potentialCust/redirect answers this url for this product type and scenario.',
    setUp: ({ productType, scenario, url }) => {
      db.productRedirect.deleteMany({ where: { productType: { equals: productType! }, scenario: { equals: scenario! } } });
      db.productRedirect.create({ id: newId(), productType: productType!, scenario: scenario!, url: url! });
    },
  },
  'a bank of the dictionary has a branch in a city': {
    params: { bankCode: 'the bank\'s three-digit code', cityCode: 'the six-digit city code', unitedBankNumber: 'the branch\'s 12-digit CNAPS code' },
    afterwards: 'The bank dictionary has this bank, and it has this branch in this city (a CNY account there passes the bank-account step).',
    setUp: ({ bankCode, cityCode, unitedBankNumber }) => {
      const branch = db.bankBranch.findFirst({ where: { unitedBankNumber: { equals: unitedBankNumber! } } });
      if (!db.bankDict.findFirst({ where: { id: { equals: bankCode! } } }) || !branch || branch.bankCode !== bankCode || branch.cityCode !== cityCode) {
        demoDataLacks(`branch ${unitedBankNumber} of bank ${bankCode} in city ${cityCode}`);
      }
    },
  },
  'the SWIFT directory has a code': {
    params: { swiftCode: 'the BIC (8 or 11 characters)' },
    afterwards: 'The SWIFT lookup knows this code: it answers the bank with its country, city and branch.',
    setUp: ({ swiftCode }) => present(db.swiftBank.findMany({ where: { id: { equals: swiftCode! } } }), `SWIFT code ${swiftCode}`),
  },
  'the SWIFT directory has no code': {
    params: { swiftCode: 'the BIC' },
    afterwards: 'The SWIFT lookup does not know this code: it answers an empty list.',
    setUp: ({ swiftCode }) => {
      db.swiftBank.deleteMany({ where: { id: { equals: swiftCode! } } });
    },
  },
};
