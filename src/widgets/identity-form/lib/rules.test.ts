import { describe, expect, it } from '@rstest/core';
import type { ValidationKey } from '@/shared/lib/validation';
import { IDENTITY_ID_TYPES } from '../config/limits';
import type { OwnerEntry, PersonEntry } from '../model/types';
import { emptyOwner, emptyPerson, personKindOf } from './mapping';
import {
  canAddOwner,
  canRemoveOwner,
  exclusivePositions,
  maxOwners,
  missingOwnerFields,
  missingPersonFields,
  offeredPositions,
  ownerChecks,
  personChecks,
  type CheckContext,
} from './rules';

const NOW = new Date(2026, 10, 23, 12, 0, 0); // 2026-11-23, local time
const form: CheckContext = { now: NOW, filesKnown: true };
const stored: CheckContext = { now: NOW, filesKnown: false };
const done = [{ status: 'done' as const }];
const ids = () => 'm1';

const person = (patch: Partial<PersonEntry> = {}): PersonEntry => ({
  ...emptyPerson(ids),
  position: ['GENERAL_MANAGER'],
  certificateIssuingPlaceCode: 'CHN',
  identType: 'CREDENTIALS_ID',
  identNo: '110101199003071234',
  lastName: '张',
  firstName: '三',
  email: 'zhang@example.com',
  phoneAreaCode: '86',
  phone: '13800138000',
  front: done,
  back: done,
  ...patch,
});

const personal = (patch: Partial<OwnerEntry> = {}): OwnerEntry => ({
  ...emptyOwner(ids),
  certificateIssuingPlaceCode: 'CHN',
  identType: 'PASSPORT',
  identNo: 'E12345678',
  lastName: 'Li',
  firstName: 'Si',
  gender: 'FEMALE',
  birthday: '1990-01-01',
  front: done,
  back: done,
  ...patch,
});

const company = (patch: Partial<OwnerEntry> = {}): OwnerEntry => ({
  ...emptyOwner(ids, 'COMPANY'),
  name: 'Acme Holdings Ltd',
  companyIdentType: 'BUSINESS_REGISTRATION',
  companyIdentCode: '12345678',
  certificateIssuingPlaceCode: 'HKG',
  companyFile: done,
  ...patch,
});

const checkOf = (checks: { field: string; check(v: unknown, c: CheckContext): ValidationKey | null }[], field: string) => {
  const found = checks.find((c) => c.field === field);
  if (!found) throw new Error(`no check for ${field}`);
  return found;
};

describe('legal person / director field rules (001 §5, §9)', () => {
  const checks = personChecks();
  it.each<[string, unknown, ValidationKey | null]>([
    ['position', [], 'required'],
    ['position', ['NONE'], null],
    ['certificateIssuingPlaceCode', null, 'required'],
    ['identType', null, 'required'],
    ['identType', 'HK_MACAO_PASS', 'documentType'],
    ['identType', 'PASSPORT', null],
    ['identType', 'OTHER', null],
    ['identNo', '   ', 'required'],
    ['identNo', 'A'.repeat(20), null],
    ['identNo', 'A'.repeat(21), 'maxLength'],
    ['identNo', 'AB-12', 'idNumberFormat'],
    ['lastName', '', 'required'],
    ['lastName', 'x'.repeat(50), null],
    ['lastName', 'x'.repeat(51), 'maxLength'],
    ['firstName', '', 'required'],
    ['firstName', '名'.repeat(51), 'maxLength'],
    ['email', '', 'emailAddressRequired'],
    ['email', 'not-an-address', 'emailFormat'],
    ['email', `${'a'.repeat(243)}@example.com`, null],
    ['email', `${'a'.repeat(244)}@example.com`, 'maxLength'],
    ['email', ' a@example.com ', null],
    ['phoneAreaCode', null, 'areaCodeRequired'],
    ['phone', '', null],
    ['phone', '1'.repeat(20), null],
    ['phone', '1'.repeat(21), 'maxLength'],
    ['phone', '138-0013', 'numberFormat'],
    ['front', [], 'idFrontRequired'],
    ['front', [{ status: 'error' }], 'idFrontRequired'],
    ['front', [{ status: 'uploading' }], 'idFrontRequired'],
    ['back', undefined, 'idBackRequired'],
    ['back', done, null],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(checkOf(checks, field).check(value, form)).toBe(expected);
  });

  it('every required field is marked required, the phone is not', () => {
    expect(checks.filter((c) => c.required).map((c) => c.field)).toEqual([
      'position',
      'certificateIssuingPlaceCode',
      'identType',
      'identNo',
      'lastName',
      'firstName',
      'email',
      'phoneAreaCode',
      'front',
      'back',
    ]);
  });

  it('images not looked up (entries read from the server) are left to the form', () => {
    expect(checkOf(checks, 'front').check(undefined, stored)).toBeNull();
    expect(checkOf(checks, 'front').check([], stored)).toBe('idFrontRequired');
  });
});

describe('beneficiary / shareholder field rules by role (001 §5, §9)', () => {
  it.each<['PERSONAL' | 'COMPANY', string, unknown, ValidationKey | null]>([
    ['PERSONAL', 'certificateIssuingPlaceCode', null, 'required'],
    ['PERSONAL', 'identType', null, 'required'],
    ['PERSONAL', 'identNo', '', 'required'],
    ['PERSONAL', 'identNo', 'A'.repeat(50), null],
    ['PERSONAL', 'identNo', 'A'.repeat(51), 'maxLength'],
    ['PERSONAL', 'lastName', '', 'required'],
    ['PERSONAL', 'firstName', 'x'.repeat(51), 'maxLength'],
    ['PERSONAL', 'gender', null, 'required'],
    ['PERSONAL', 'gender', 'MALE', null],
    ['PERSONAL', 'birthday', null, 'required'],
    ['PERSONAL', 'birthday', '2026-11-13', null],
    ['PERSONAL', 'birthday', '2026-11-14', 'birthday'],
    ['PERSONAL', 'birthday', '2026-13-01', 'dateFormat'],
    ['PERSONAL', 'front', [], 'idFrontRequired'],
    ['PERSONAL', 'back', [], 'idBackRequired'],
    ['COMPANY', 'name', '', 'required'],
    ['COMPANY', 'name', 'n'.repeat(250), null],
    ['COMPANY', 'name', 'n'.repeat(251), 'maxLength'],
    ['COMPANY', 'companyIdentType', null, 'required'],
    ['COMPANY', 'companyIdentCode', ' ', 'required'],
    ['COMPANY', 'companyIdentCode', 'c'.repeat(51), 'maxLength'],
    ['COMPANY', 'certificateIssuingPlaceCode', null, 'required'],
    ['COMPANY', 'companyFile', [], 'companyFileRequired'],
    ['COMPANY', 'companyFile', done, null],
  ])('%s %s = %j → %s', (role, field, value, expected) => {
    expect(checkOf(ownerChecks(role), field).check(value, form)).toBe(expected);
  });

  it.each([
    ['PERSONAL', ['certificateIssuingPlaceCode', 'identType', 'identNo', 'lastName', 'firstName', 'gender', 'birthday', 'front', 'back']],
    ['COMPANY', ['name', 'companyIdentType', 'companyIdentCode', 'certificateIssuingPlaceCode', 'companyFile']],
  ] as const)('%s requires exactly %j', (role, fields) => {
    expect(ownerChecks(role).filter((c) => c.required).map((c) => c.field)).toEqual(fields);
  });

  it('the birthday cut-off is 10 days before today on the local calendar, at any hour', () => {
    const lateEvening = new Date(2026, 2, 10, 23, 59, 59);
    const birthday = checkOf(ownerChecks('PERSONAL'), 'birthday');
    expect(birthday.check('2026-02-28', { ...form, now: lateEvening })).toBeNull();
    expect(birthday.check('2026-03-01', { ...form, now: lateEvening })).toBe('birthday');
  });
});

describe('missing fields (the same rules as the form)', () => {
  it('a complete entry lacks nothing; each blanked field is reported by entry and label', () => {
    expect(missingPersonFields({ people: [person()] }, 'legal', form)).toEqual([]);
    expect(missingPersonFields({ people: [person(), person({ identNo: '', email: 'x' })] }, 'legal', form)).toEqual([
      { index: 1, field: 'identNo', label: 'idNo', message: 'required' },
      { index: 1, field: 'email', label: 'email', message: 'emailFormat' },
    ]);
  });

  it('an empty list is itself missing; a read-only (managerPerson Y) entry is judged in its own step', () => {
    expect(missingPersonFields({ people: [] }, 'legal', form)).toEqual([{ index: -1, field: 'people', label: 'position', message: 'required' }]);
    expect(missingPersonFields({ people: [person({ managerPerson: 'Y', identNo: '' })] }, 'legal', form)).toEqual([]);
  });

  it('director names: each added name is required and at most 50 characters', () => {
    const entry = person({ directorNames: ['Ann Lee', '', 'x'.repeat(51)] });
    expect(missingPersonFields({ people: [entry] }, 'director', form).map((m) => [m.field, m.message])).toEqual([
      ['directorNames.1', 'required'],
      ['directorNames.2', 'maxLength'],
    ]);
  });

  it('owners are judged by their role: a company needs no gender, a person no company file', () => {
    expect(missingOwnerFields({ owners: [personal(), company()] }, 'beneficiary', form)).toEqual([]);
    const switched = { ...personal(), contactRoleType: 'COMPANY' as const };
    expect(missingOwnerFields({ owners: [switched] }, 'beneficiary', form).map((m) => m.field)).toEqual([
      'name',
      'companyIdentType',
      'companyIdentCode',
      'companyFile',
    ]);
  });

  it('no beneficiary is missing; no shareholder is allowed', () => {
    expect(missingOwnerFields({ owners: [] }, 'beneficiary', form)).toHaveLength(1);
    expect(missingOwnerFields({ owners: [] }, 'shareholder', form)).toEqual([]);
  });
});

describe('counts and deletion (001 §9)', () => {
  it.each([
    ['beneficiary', 4],
    ['shareholder', 50],
  ] as const)('%s: at most %i', (kind, max) => {
    expect(maxOwners(kind)).toBe(max);
    expect(canAddOwner(kind, max - 1)).toBe(true);
    expect(canAddOwner(kind, max)).toBe(false);
  });

  it.each<['beneficiary' | 'shareholder', number, 'Y' | 'N' | null, boolean]>([
    ['beneficiary', 0, null, false],
    ['beneficiary', 1, null, true],
    ['beneficiary', 3, 'N', true],
    ['beneficiary', 2, 'Y', false],
    ['shareholder', 0, null, true],
    ['shareholder', 5, 'Y', false],
  ])('%s #%i (managerPerson %s) removable: %s', (kind, index, managerPerson, expected) => {
    expect(canRemoveOwner(kind, index, { managerPerson })).toBe(expected);
  });
});

describe('positions, for the authorised person and the legal person or directors (001 §2.2 step 2)', () => {
  const dictionary = ['LEGAL_REPRESENTATIVE', 'LEGAL', 'DIRECTOR', 'GENERAL_MANAGER', 'NONE'].map((dictParam) => ({ dictParam }));

  it.each<[string | null, string[]]>([
    ['TERRITORY', ['LEGAL_REPRESENTATIVE', 'LEGAL', 'GENERAL_MANAGER', 'NONE']],
    ['OVERSEAS', ['DIRECTOR', 'GENERAL_MANAGER', 'NONE']],
    [null, ['DIRECTOR', 'GENERAL_MANAGER', 'NONE']],
  ])('location %s offers %j', (location, expected) => {
    expect(offeredPositions(dictionary, personKindOf(location)).map((item) => item.dictParam)).toEqual(expected);
  });

  it('document types of every person, the authorised person of the company KYC too, are ID card, passport and other (001 §5)', () => {
    expect(IDENTITY_ID_TYPES).toEqual(['CREDENTIALS_ID', 'PASSPORT', 'OTHER']);
  });

  it.each<[string[] | null | undefined, string[] | null | undefined, string[]]>([
    // Without NONE the selection is as chosen.
    [[], ['GENERAL_MANAGER'], ['GENERAL_MANAGER']],
    [[], ['DIRECTOR'], ['DIRECTOR']],
    [['GENERAL_MANAGER'], ['GENERAL_MANAGER', 'DIRECTOR'], ['GENERAL_MANAGER', 'DIRECTOR']],
    [['DIRECTOR'], ['DIRECTOR', 'OTHER'], ['DIRECTOR', 'OTHER']],
    [['GENERAL_MANAGER', 'DIRECTOR'], ['DIRECTOR'], ['DIRECTOR']],
    [undefined, null, []],
    // Picking NONE leaves only NONE.
    [['DIRECTOR'], ['DIRECTOR', 'NONE'], ['NONE']],
    [['GENERAL_MANAGER', 'DIRECTOR'], ['GENERAL_MANAGER', 'DIRECTOR', 'NONE'], ['NONE']],
    [null, ['NONE'], ['NONE']],
    // Picking another position drops NONE; removing NONE leaves nothing.
    [['NONE'], ['NONE', 'DIRECTOR'], ['DIRECTOR']],
    [['NONE'], [], []],
    // A stored selection that breaks the rule is mended by the next change.
    [['NONE', 'DIRECTOR', 'GENERAL_MANAGER'], ['NONE', 'DIRECTOR'], ['DIRECTOR']],
  ])('%j then %j → %j', (previous, next, expected) => {
    expect(exclusivePositions(next, previous)).toEqual(expected);
  });
});
