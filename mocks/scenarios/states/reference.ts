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
};
