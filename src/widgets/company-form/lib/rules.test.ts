import { describe, expect, it } from '@rstest/core';
import { PERENNIAL_EXPIRY } from '@/entities/kyc-enterprise';
import type { UploadItem } from '@/entities/media-file';
import { COMPANY_REQUIRED } from '../config/limits';
import type { CompanyField, CompanyValues } from '../model/types';
import { companyIdentTypeFor, storedCompanyMissing, toCompanyValues, toEnterpriseWire } from './mapping';
import { companyChangePatch, companyFieldError, companyMissing, companyUploadError, companyUploadSlots, companyUploadWarnings, showsCompanyType } from './rules';

/** A complete, valid overseas company. */
const valid: CompanyValues = {
  registeredAreaCode: 'SGP',
  registeredDetail: '1 Raffles Place, #20-01',
  manageCountryCode: 'SGP',
  manageDetail: '1 Raffles Place, #20-01',
  companyNameCn: '新加坡贸易有限公司',
  companyName: 'Singapore Trading Pte. Ltd.',
  companyIdentCode: '201912345K',
  companyIdentStartTime: '2019-04-01',
  companyIdentExpirationTime: '2029-03-31',
  perennial: false,
  certIssueCode: 'SGP',
};

const file = (status: UploadItem['status']): UploadItem => ({ uid: status, id: status === 'done' ? 'f1' : null, name: 'a.pdf', status });
const done = [file('done')];

describe('company basics: required fields (001 §5)', () => {
  it.each(COMPANY_REQUIRED.map((field) => [field]))('%s empty or blank gives its own required message', (field) => {
    for (const empty of [null, '', '   ']) {
      expect(companyFieldError(field, { ...valid, [field]: empty }, 'OVERSEAS')).toBe(`kyc:company.required.${field}`);
    }
    expect(companyFieldError(field, valid, 'OVERSEAS')).toBeNull();
  });

  it('lists exactly the ten fields the specification requires', () => {
    expect([...COMPANY_REQUIRED].sort()).toEqual(
      [
        'registeredAreaCode',
        'registeredDetail',
        'manageCountryCode',
        'manageDetail',
        'companyNameCn',
        'companyName',
        'companyIdentCode',
        'companyIdentStartTime',
        'companyIdentExpirationTime',
        'certIssueCode',
      ].sort(),
    );
  });

  it('a mainland enterprise needs no registered country: it is China', () => {
    expect(companyFieldError('registeredAreaCode', { ...valid, registeredAreaCode: null }, 'TERRITORY')).toBeNull();
  });

  it('the company type is never required', () => {
    expect(companyFieldError('companyType', { ...valid, registeredAreaCode: 'CHN', companyType: null }, null)).toBeNull();
  });
});

describe('English company name: at least 4, letters digits and - / ? : ( ) . , + space, at most 140 (companyNameEnTip)', () => {
  const tip = 'validation:companyNameEn';
  it.each([
    ['ABCD', null],
    ['ABC', tip],
    ['  ABC  ', tip],
    ['Acme (HK) Co., Ltd. +1 / 2? : -', null],
    ['Acme & Co', tip],
    ['Acme_Co', tip],
    ['中文名称公司', tip],
    ['A'.repeat(140), null],
    ['A'.repeat(141), tip],
  ])('%j → %s', (name, expected) => {
    expect(companyFieldError('companyName', { ...valid, companyName: name }, null)).toBe(expected);
  });
});

describe('Chinese name and addresses: limits and characters (001 §5, §9)', () => {
  it.each<[CompanyField, string, string | null]>([
    ['companyNameCn', '中'.repeat(200), null],
    ['companyNameCn', '中'.repeat(201), 'kyc:company.error.tooLong'],
    ['registeredDetail', 'a'.repeat(180), null],
    ['registeredDetail', 'a'.repeat(181), 'kyc:company.error.tooLong'],
    ['manageDetail', '上海市浦东新区世纪大道 100 号，A 座 #12-01', null],
    ['registeredDetail', 'Unit 5 😀', 'kyc:company.error.address'],
    ['manageDetail', 'line\nbreak', 'kyc:company.error.address'],
  ])('%s %j → %s', (field, value, expected) => {
    expect(companyFieldError(field, { ...valid, [field]: value }, null)).toBe(expected);
  });
});

describe('registration code per registered country (001 §5)', () => {
  it.each<[string | null, string, string, string | null]>([
    [null, 'CHN', '91310115MA1K300001', null],
    [null, 'CHN', '91310115MA1K30000', 'validation:registrationCodeLengthChn'],
    [null, 'CHN', '91310115MA1K3000012', 'validation:registrationCodeLengthChn'],
    ['TERRITORY', 'SGP', '1234567', 'validation:registrationCodeLengthChn'],
    [null, 'HKG', '12345678', null],
    [null, 'HKG', '1234567', 'validation:registrationCodeLengthHkg'],
    [null, 'SGP', '1', null],
    [null, 'SGP', 'A'.repeat(50), null],
    [null, 'SGP', 'A'.repeat(51), 'validation:registrationCodeTooLong'],
    [null, 'SGP', "O'Neil (1) - 2/3?:.,+", null],
    [null, 'SGP', 'ABC#123', 'validation:registrationCodeFormat'],
  ])('location %s, country %s, %j → %s', (location, country, code, expected) => {
    expect(companyFieldError('companyIdentCode', { ...valid, registeredAreaCode: country, companyIdentCode: code }, location)).toBe(expected);
  });
});

describe('start and end dates, long-term (001 §2.2, §9)', () => {
  it('an end date before the start date is refused; the same day is fine', () => {
    expect(companyFieldError('companyIdentExpirationTime', { ...valid, companyIdentExpirationTime: '2019-03-31' }, null)).toBe(
      'kyc:company.error.endBeforeStart',
    );
    expect(companyFieldError('companyIdentExpirationTime', { ...valid, companyIdentExpirationTime: '2019-04-01' }, null)).toBeNull();
  });

  it('ticking long-term sets 9999-12-31; unticking clears the date', () => {
    expect(companyChangePatch({ perennial: true }, { ...valid, perennial: true }, null)).toEqual({ companyIdentExpirationTime: PERENNIAL_EXPIRY });
    expect(companyChangePatch({ perennial: false }, { ...valid, perennial: false }, null)).toEqual({ companyIdentExpirationTime: null });
  });

  it('long-term is sent as Y with 9999-12-31, otherwise N with the date', () => {
    const wire = toEnterpriseWire({ ...valid, perennial: true, companyIdentExpirationTime: null }, { id: '1' }, { location: null, mediaId: 'm', countryName: () => null });
    expect(wire).toMatchObject({ expirationPerennial: 'Y', companyIdentExpirationTime: PERENNIAL_EXPIRY });
    expect(toEnterpriseWire(valid, { id: '1' }, { location: null, mediaId: 'm', countryName: () => null })).toMatchObject({
      expirationPerennial: 'N',
      companyIdentExpirationTime: '2029-03-31',
    });
  });

  it('a stored 9999-12-31 or Y reads as long-term', () => {
    expect(toCompanyValues({ expirationPerennial: 'Y' }, null).perennial).toBe(true);
    expect(toCompanyValues({ companyIdentExpirationTime: PERENNIAL_EXPIRY }, null).perennial).toBe(true);
    expect(toCompanyValues({ expirationPerennial: 'N', companyIdentExpirationTime: '2030-01-01' }, null).perennial).toBe(false);
  });
});

describe('same as registered address (001 §2.2 step 1)', () => {
  const registered = { ...valid, registeredAreaCode: 'HKG', registeredDetail: '1 Queen’s Road', manageCountryCode: 'SGP', manageDetail: 'elsewhere' };

  it('ticking copies the registered country and address into the operating ones', () => {
    expect(companyChangePatch({ sameAsRegistered: true }, { ...registered, sameAsRegistered: true }, null)).toEqual({
      manageCountryCode: 'HKG',
      manageDetail: '1 Queen’s Road',
    });
  });

  it('a mainland enterprise copies China', () => {
    expect(companyChangePatch({ sameAsRegistered: true }, { ...registered, registeredAreaCode: null, sameAsRegistered: true }, 'TERRITORY')).toMatchObject({
      manageCountryCode: 'CHN',
    });
  });

  it.each<[string, CompanyValues]>([
    ['registered address', { registeredDetail: '2 Queen’s Road' }],
    ['registered country', { registeredAreaCode: 'SGP' }],
  ])('editing the %s so they differ unticks it', (_name, changed) => {
    const all = { ...registered, manageCountryCode: 'HKG', manageDetail: '1 Queen’s Road', sameAsRegistered: true, ...changed };
    expect(companyChangePatch(changed, all, null)).toMatchObject({ sameAsRegistered: false });
  });

  it('an edit that leaves them equal (trailing space) keeps it ticked', () => {
    const all = { ...registered, manageCountryCode: 'HKG', manageDetail: '1 Queen’s Road', sameAsRegistered: true, registeredDetail: '1 Queen’s Road ' };
    expect(companyChangePatch({ registeredDetail: '1 Queen’s Road ' }, all, null)).toEqual({});
  });

  it('is stored as manageDetailIsRegisteredDetail Y/N and read back', () => {
    const wire = toEnterpriseWire({ ...valid, sameAsRegistered: true }, { id: '1' }, { location: null, mediaId: 'm', countryName: () => null });
    expect(wire.manageDetailIsRegisteredDetail).toBe('Y');
    expect(toCompanyValues({ manageDetailIsRegisteredDetail: 'Y' }, null).sameAsRegistered).toBe(true);
    expect(toCompanyValues({ manageDetailIsRegisteredDetail: 'N' }, null).sameAsRegistered).toBe(false);
  });
});

describe('company type only for a company registered in China (001 §2.2 step 1)', () => {
  it.each<[string | null, string | null, boolean]>([
    ['CHN', null, true],
    ['HKG', null, false],
    ['SGP', null, false],
    [null, 'TERRITORY', true],
    [null, null, false],
  ])('country %s location %s → %s', (country, location, shown) => {
    expect(showsCompanyType({ registeredAreaCode: country }, location)).toBe(shown);
  });

  it('is dropped when the country changes away from China, and never sent for another country', () => {
    expect(companyChangePatch({ registeredAreaCode: 'HKG' }, { registeredAreaCode: 'HKG', companyType: 'SMALL_SCALE' }, null)).toEqual({ companyType: null });
    const wire = toEnterpriseWire({ ...valid, companyType: 'SMALL_SCALE' }, { id: '1' }, { location: null, mediaId: 'm', countryName: () => null });
    expect(wire.companyType).toBeNull();
    const china = toEnterpriseWire({ ...valid, registeredAreaCode: 'CHN', companyType: 'SMALL_SCALE' }, { id: '1' }, { location: null, mediaId: 'm', countryName: () => null });
    expect(china.companyType).toBe('SMALL_SCALE');
  });
});

describe('upload areas by registered country (001 §2.2 step 1, §5)', () => {
  const summary = (country: string | null, location: string | null) =>
    companyUploadSlots({ registeredAreaCode: country }, location).map((slot) => [slot.key, slot.catgId, slot.rule.maxCount, slot.required, slot.ocr]);

  it.each<[string, string | null, string | null, unknown[]]>([
    [
      'China: business licence with OCR (1 file)',
      'CHN',
      null,
      [
        ['businessLicence', 'CENT005', 1, 'error', true],
        ['articles', 'CENT010', 10, false, false],
      ],
    ],
    [
      'mainland enterprise: business licence whatever the form says',
      'SGP',
      'TERRITORY',
      [
        ['businessLicence', 'CENT005', 1, 'error', true],
        ['articles', 'CENT010', 10, false, false],
      ],
    ],
    [
      'Hong Kong: registration documents, annual report and business file (warnings), equity (required)',
      'HKG',
      null,
      [
        ['registration', 'CENT002', 5, 'error', false],
        ['annualReport', 'CENT019', 5, 'warning', false],
        ['business', 'CENT001', 5, 'warning', false],
        ['equity', 'CENT004', 5, 'error', false],
        ['articles', 'CENT010', 10, false, false],
      ],
    ],
    [
      'any other country: certificate of incorporation',
      'SGP',
      null,
      [
        ['registration', 'CENT002', 5, 'error', false],
        ['articles', 'CENT010', 10, false, false],
      ],
    ],
  ])('%s', (_name, country, location, expected) => {
    expect(summary(country, location)).toEqual(expected);
  });

  it('a required area without a finished file has its message; an optional one never', () => {
    const [licence, articles] = companyUploadSlots({ registeredAreaCode: 'CHN' }, null);
    expect(companyUploadError(licence!, undefined)).toBe('kyc:company.uploadRequired.businessLicence');
    expect(companyUploadError(licence!, [file('uploading'), file('error')])).toBe('kyc:company.uploadRequired.businessLicence');
    expect(companyUploadError(licence!, done)).toBeNull();
    expect(companyUploadError(articles!, [])).toBeNull();
  });
});

describe('the missing list uses the same rules (step 6)', () => {
  it('a complete company lacks nothing; an empty one lacks every required field in form order', () => {
    expect(companyMissing(valid, null)).toEqual([]);
    expect(companyMissing({}, null).map((item) => item.field)).toEqual([...COMPANY_REQUIRED]);
  });

  it('a bad format counts as missing, with the field label', () => {
    expect(companyMissing({ ...valid, companyName: 'AB' }, null)).toEqual([{ field: 'companyName', label: 'kyc:company.fields.companyName' }]);
  });

  it('uploads count when known: HKG lacks its annual report and business file', () => {
    const files = { registration: done, equity: done };
    expect(companyMissing({ ...valid, registeredAreaCode: 'HKG', companyIdentCode: '12345678', files }, null).map((item) => item.field)).toEqual([
      'files.annualReport',
      'files.business',
    ]);
  });

  it('a refused next warns only about the HKG areas marked as warnings that lack a file', () => {
    const hkg = { ...valid, registeredAreaCode: 'HKG' };
    expect(companyUploadWarnings({ ...hkg, files: {} }, null)).toEqual(['kyc:company.uploadRequired.annualReport', 'kyc:company.uploadRequired.business']);
    expect(companyUploadWarnings({ ...hkg, files: { annualReport: done, business: done } }, null)).toEqual([]);
    expect(companyUploadWarnings({ ...valid, files: {} }, null)).toEqual([]);
  });

  it('a stored record is judged in its own location; its uploads only when their files are known', () => {
    expect(storedCompanyMissing({ location: 'TERRITORY', registeredDetail: 'x' }, undefined).map((item) => item.field)).not.toContain('registeredAreaCode');
    expect(storedCompanyMissing({ location: 'TERRITORY' }, undefined).map((item) => item.field)).not.toContain('files.businessLicence');
    expect(storedCompanyMissing({ location: 'TERRITORY' }, {}).map((item) => item.field)).toContain('files.businessLicence');
  });
});

describe('wire mapping', () => {
  it('trims every text, empties become null, keeps the stored fields and sets the media id and country names', () => {
    const stored = { id: '20001', status: 'INIT', location: 'OVERSEAS', mediaId: null };
    const wire = toEnterpriseWire(
      { ...valid, companyName: '  Singapore Trading Pte. Ltd.  ', manageDetail: '   ', certIssueCode: 'SGP' },
      stored,
      { location: 'OVERSEAS', mediaId: 'media-1', countryName: (code) => (code === 'SGP' ? 'Singapore' : null) },
    );
    expect(wire).toMatchObject({
      id: '20001',
      status: 'INIT',
      location: 'OVERSEAS',
      companyName: 'Singapore Trading Pte. Ltd.',
      manageDetail: null,
      registeredAreaCode: 'SGP',
      registeredArea: 'Singapore',
      manageCountry: 'Singapore',
      mediaId: 'media-1',
    });
  });

  it.each([
    ['CHN', 'BUSINESS_LICENCE'],
    ['HKG', 'BUSINESS_REGISTRATION'],
    ['SGP', 'CERTIFICATE_OF_INCORPORATION'],
    ['', null],
  ])('registered in %j, the document type is %s', (country, type) => {
    expect(companyIdentTypeFor(country)).toBe(type);
    if (country) {
      expect(toEnterpriseWire({ ...valid, registeredAreaCode: country }, { id: '1' }, { location: null, mediaId: 'm', countryName: () => null }).companyIdentType).toBe(type);
    }
  });

  it('a mainland enterprise is registered in China', () => {
    expect(toCompanyValues({ registeredAreaCode: null }, 'TERRITORY').registeredAreaCode).toBe('CHN');
    expect(toEnterpriseWire({ ...valid, registeredAreaCode: null }, { id: '1' }, { location: 'TERRITORY', mediaId: 'm', countryName: () => null }).registeredAreaCode).toBe('CHN');
  });
});
