import { describe, expect, it } from '@rstest/core';
import type { BeneficialOwner, EnterpriseContactBundle, LegalPerson } from '../model/types';
import {
  clearedFromManager,
  copiedFromManager,
  emptyOwner,
  emptyPerson,
  fromContactBundle,
  personKindOf,
  toBeneficialOwners,
  toContactBundle,
  toLegalPersons,
  toOwnerEntries,
  toPersonEntries,
} from './mapping';

let counter = 0;
const fresh = () => `new-${(counter += 1)}`;

const legal: LegalPerson = {
  id: '31',
  enterpriseId: '20001',
  name: '张三',
  firstName: '三',
  lastName: '张',
  job: ['GENERAL_MANAGER'],
  email: 'zhang@example.com',
  phone: '13800138000',
  phoneAreaCode: '86',
  identType: 'CREDENTIALS_ID',
  identNo: '110101199003071234',
  mediaId: 'M31',
  equalsContact: 'N',
  managerPerson: 'N',
  position: ['GENERAL_MANAGER'],
  certificateIssuingPlaceCode: 'CHN',
  certificateIssuingPlace: 'China',
  directorNames: null,
};

const director: LegalPerson = {
  ...legal,
  id: '32',
  name: 'Smith John',
  firstName: 'John',
  lastName: 'Smith',
  identType: 'PASSPORT',
  identNo: 'K1234567',
  mediaId: 'M32',
  certificateIssuingPlaceCode: 'HKG',
  certificateIssuingPlace: 'Hong Kong',
  directorNames: ['Ann Lee', 'Bo Chan'],
};

const personalOwner: BeneficialOwner = {
  id: '41',
  enterpriseId: '20001',
  mediaId: 'M41',
  contactRoleType: 'PERSONAL',
  gender: 'FEMALE',
  firstName: 'Si',
  lastName: 'Li',
  birthday: '1990-01-01',
  identType: 'PASSPORT',
  identNo: 'E12345678',
  certificateIssuingPlaceCode: 'CHN',
  name: null,
  companyIdentType: null,
  companyIdentCode: null,
  managerPerson: 'N',
};

const companyOwner: BeneficialOwner = {
  id: '42',
  enterpriseId: '20001',
  mediaId: 'M42',
  contactRoleType: 'COMPANY',
  gender: null,
  firstName: null,
  lastName: null,
  birthday: null,
  identType: null,
  identNo: null,
  certificateIssuingPlaceCode: 'HKG',
  name: 'Acme Holdings Ltd',
  companyIdentType: 'BUSINESS_REGISTRATION',
  companyIdentCode: '12345678',
  managerPerson: null,
};

describe('legal persons and directors (seven-step wizard wire)', () => {
  it('round trip: legal person (directorNames null) and director (with further names)', () => {
    expect(toLegalPersons(toPersonEntries([legal], fresh), 'legal', '20001')).toEqual([legal]);
    expect(toLegalPersons(toPersonEntries([director], fresh), 'director', '20001')).toEqual([director]);
  });

  it('trims text, sends blanks as null, names the enterprise and issues a media id to an entry without one', () => {
    const [entry] = toPersonEntries([{ ...legal, mediaId: null }], fresh);
    expect(entry!.mediaId).toMatch(/^new-/);
    const [wire] = toLegalPersons([{ ...entry!, firstName: ' 三 ', phone: '   ', email: ' zhang@example.com ' }], 'legal', '20009');
    expect(wire).toMatchObject({ firstName: '三', phone: null, email: 'zhang@example.com', enterpriseId: '20009', mediaId: entry!.mediaId });
  });

  it('positions come from `position`, else from the older `job` (list or text)', () => {
    expect(toPersonEntries([{ ...legal, position: null, job: 'DIRECTOR, OTHER' }], fresh)[0]!.position).toEqual(['DIRECTOR', 'OTHER']);
    expect(toPersonEntries([{ ...legal, position: null, job: ['OTHER'] }], fresh)[0]!.position).toEqual(['OTHER']);
  });

  it('a new entry is empty with a fresh media id; the older `name` is family then first name', () => {
    const entry = emptyPerson(() => 'fresh');
    expect(entry).toMatchObject({ id: null, mediaId: 'fresh', position: [], identNo: '', directorNames: [] });
    const [wire] = toLegalPersons([{ ...entry, lastName: 'Smith', firstName: 'John' }], 'director', '1');
    expect(wire!.name).toBe('Smith John');
  });
});

describe('beneficial owners (seven-step wizard wire)', () => {
  it('round trip: a person and a company', () => {
    expect(toBeneficialOwners(toOwnerEntries([personalOwner, companyOwner], fresh), '20001')).toEqual([personalOwner, companyOwner]);
  });

  it('only the chosen role’s fields are sent after a switch', () => {
    const [entry] = toOwnerEntries([personalOwner], fresh);
    const [wire] = toBeneficialOwners([{ ...entry!, contactRoleType: 'COMPANY', name: 'Acme' }], '20001');
    expect(wire).toMatchObject({ contactRoleType: 'COMPANY', name: 'Acme', gender: null, birthday: null, identNo: null, firstName: null });
  });

  it('an entry without a role is a person; a date-time birthday keeps its day', () => {
    const [entry] = toOwnerEntries([{ ...personalOwner, contactRoleType: null, birthday: '1990-01-01 00:00:00' }], fresh);
    expect(entry).toMatchObject({ contactRoleType: 'PERSONAL', birthday: '1990-01-01' });
    expect(emptyOwner(() => 'x', 'COMPANY').contactRoleType).toBe('COMPANY');
  });
});

describe('e-KYC contact bundle', () => {
  const { enterpriseId: _e, ...personalEntry } = personalOwner;
  const { enterpriseId: _c, ...companyEntry } = companyOwner;
  const { enterpriseId: _l, name: _n, job: _j, equalsContact: _q, ...contact } = director;

  it.each([
    ['TERRITORY', 'legal'],
    ['OVERSEAS', 'director'],
    [null, 'director'],
  ] as const)('location %s → %s', (location, kind) => {
    expect(personKindOf(location)).toBe(kind);
  });

  it('round trip for a director (location not TERRITORY): legal stays null', () => {
    const bundle: EnterpriseContactBundle = {
      enterpriseId: '20001',
      legal: null,
      director: contact,
      beneficiaryList: [personalEntry],
      stockholderList: [companyEntry],
    };
    expect(toContactBundle(fromContactBundle(bundle, 'OVERSEAS', fresh), '20001', 'OVERSEAS')).toEqual(bundle);
  });

  it('round trip for a mainland legal person: director stays null, no director names', () => {
    const bundle: EnterpriseContactBundle = {
      enterpriseId: '20001',
      legal: { ...contact, directorNames: null },
      director: null,
      beneficiaryList: [],
      stockholderList: [],
    };
    expect(toContactBundle(fromContactBundle(bundle, 'TERRITORY', fresh), '20001', 'TERRITORY')).toEqual(bundle);
  });

  it('reads the contact by location: a mainland enterprise ignores a stray director', () => {
    const values = fromContactBundle({ director: contact, legal: null }, 'TERRITORY', fresh);
    expect(values.people).toEqual([]);
    expect(toContactBundle(values, '20001', 'TERRITORY')).toEqual({ enterpriseId: '20001', legal: null, director: null, beneficiaryList: [], stockholderList: [] });
  });
});

describe('the older form\'s equalsContact (001 §3 "Legal person (older form)")', () => {
  const manager = { lastName: ' 陈 ', firstName: '静', email: 'kyc.back@demo.kj', phoneAreaCode: '86', phone: '13800010024', identType: 'CREDENTIALS_ID', identNo: '440305198807240024', certificateIssuingPlaceCode: 'CHN', certificateIssuingPlace: '中国', mediaId: 'MGR20024', position: ['FINANCIAL_CONTROLLER'] };

  it('ticked: the authorised person\'s details and media id (their ID images), the images read again; the position is not copied', () => {
    const copy = copiedFromManager(manager, fresh);
    expect(copy).toEqual({
      lastName: '陈', firstName: '静', email: 'kyc.back@demo.kj', phoneAreaCode: '86', phone: '13800010024', identType: 'CREDENTIALS_ID',
      identNo: '440305198807240024', certificateIssuingPlaceCode: 'CHN', certificateIssuingPlace: '中国', mediaId: 'MGR20024', front: undefined, back: undefined,
    });
    expect(copy).not.toHaveProperty('position');
    expect(copiedFromManager({ ...manager, mediaId: null }, () => 'fresh-1').mediaId).toBe('fresh-1');
  });

  it('unticked: the same fields cleared under a fresh media id', () => {
    expect(clearedFromManager(() => 'fresh-2')).toEqual({
      lastName: '', firstName: '', email: '', phoneAreaCode: null, phone: '', identType: null, identNo: '', certificateIssuingPlaceCode: null,
      certificateIssuingPlace: null, mediaId: 'fresh-2', front: undefined, back: undefined,
    });
  });

  it('the box travels with the entry to the wire', () => {
    const [entry] = toPersonEntries([{ ...legal, equalsContact: 'Y' }], fresh);
    expect(toLegalPersons([{ ...entry!, ...copiedFromManager(manager, fresh) }], 'legal', '20024')[0]).toMatchObject({ equalsContact: 'Y', mediaId: 'MGR20024', name: '陈静' });
  });
});
