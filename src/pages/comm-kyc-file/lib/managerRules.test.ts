import { describe, expect, it } from '@rstest/core';
import type { UploadItem } from '@/entities/media-file';
import {
  MANAGER_MAX_LENGTH,
  MANAGER_REQUIRED,
  managerFieldError,
  managerMissing,
  managerUploadError,
  toManagerValues,
  toManagerWire,
  type ManagerField,
  type ManagerValues,
} from './managerRules';

const file = (status: UploadItem['status']): UploadItem => ({ uid: status, id: status === 'done' ? 'f1' : null, name: 'id.png', status });

const valid: ManagerValues = {
  position: ['GENERAL_MANAGER'],
  certificateIssuingPlaceCode: 'CHN',
  identType: 'CREDENTIALS_ID',
  identNo: '310101199001011234',
  lastName: '张',
  firstName: '三',
  email: 'manager@demo.kj',
  phoneAreaCode: '86',
  phone: '13800000000',
};

describe('authorised person: required fields (001 §5)', () => {
  const messages: Record<(typeof MANAGER_REQUIRED)[number], string> = {
    position: 'kyc:manager.required.position',
    certificateIssuingPlaceCode: 'kyc:manager.required.certificateIssuingPlaceCode',
    identType: 'kyc:manager.required.identType',
    identNo: 'kyc:manager.required.identNo',
    lastName: 'kyc:manager.required.lastName',
    firstName: 'kyc:manager.required.firstName',
    phoneAreaCode: 'validation:areaCodeRequired',
  };

  it.each(MANAGER_REQUIRED.map((field): [ManagerField, string] => [field, messages[field]]))('%s empty → %s', (field, message) => {
    const empty = field === 'position' ? [] : '  ';
    expect(managerFieldError(field, { ...valid, [field]: empty })).toBe(message);
    expect(managerFieldError(field, { ...valid, [field]: null })).toBe(message);
    expect(managerFieldError(field, valid)).toBeNull();
  });

  it('the phone may stay empty (its area code may not); when given it is judged', () => {
    expect(MANAGER_REQUIRED).not.toContain('phone');
    expect(managerFieldError('phone', { ...valid, phone: '' })).toBeNull();
    expect(managerMissing({ ...valid, phone: '' })).toEqual([]);
    expect(managerMissing({ ...valid, phone: '12a' })).toEqual([{ field: 'phone', label: 'kyc:manager.fields.phone' }]);
  });

  it('the e-mail is not judged: it is read-only here (001 §2.2)', () => {
    expect(MANAGER_REQUIRED).not.toContain('email');
    expect(managerMissing({ ...valid, email: null })).toEqual([]);
  });
});

describe('formats and limits (001 §5, §9)', () => {
  it.each<[ManagerField, string, string | null]>([
    ['identNo', 'A'.repeat(50), null],
    ['identNo', 'A'.repeat(51), 'kyc:manager.error.tooLong'],
    ['identNo', 'E1234-567', 'validation:idNumberFormat'],
    ['identNo', ' E1234567 ', null],
    ['lastName', 'x'.repeat(50), null],
    ['lastName', 'x'.repeat(51), 'kyc:manager.error.tooLong'],
    ['firstName', 'y'.repeat(51), 'kyc:manager.error.tooLong'],
    ['phone', '1'.repeat(20), null],
    ['phone', '1'.repeat(21), 'kyc:manager.error.tooLong'],
    ['phone', '138-0000', 'validation:numberFormat'],
    ['phone', '１３８', 'validation:numberFormat'],
  ])('%s %j → %s', (field, value, expected) => {
    expect(managerFieldError(field, { ...valid, [field]: value })).toBe(expected);
  });

  it('limits are ID number 50 (the manager is not the legal person), names 50, phone 20, e-mail 255', () => {
    expect(MANAGER_MAX_LENGTH).toEqual({ identNo: 50, lastName: 50, firstName: 50, phone: 20, email: 255 });
  });
});

describe('ID images and OCR (001 §2.3, §5)', () => {
  it.each(['idFront', 'idBack'] as const)('missing %s has its warning until a file is done', (key) => {
    expect(managerUploadError(key, undefined)).toBe(`kyc:manager.uploadRequired.${key}`);
    expect(managerUploadError(key, [file('uploading')])).toBe(`kyc:manager.uploadRequired.${key}`);
    expect(managerUploadError(key, [file('done')])).toBeNull();
  });

  it('the missing list names the images when they are known', () => {
    expect(managerMissing({ ...valid, files: { idFront: [file('done')] } })).toEqual([{ field: 'files.idBack', label: 'kyc:manager.uploads.idBack' }]);
  });
});

describe('wire mapping', () => {
  it('trims, keeps the stored e-mail and fields, sends positions as position and job', () => {
    const stored = { id: '9', enterpriseId: '20001', email: 'stored@demo.kj', registerWay: 'PHONE', legalPerson: 'N' as const };
    const wire = toManagerWire(
      { ...valid, email: 'typed@demo.kj', firstName: ' 三 ', phone: '' , position: ['NONE'] },
      stored,
      { mediaId: 'media-9', placeName: (code) => (code === 'CHN' ? 'China' : null) },
    );
    expect(wire).toMatchObject({
      id: '9',
      enterpriseId: '20001',
      email: 'stored@demo.kj',
      registerWay: 'PHONE',
      legalPerson: 'N',
      firstName: '三',
      phone: null,
      position: ['NONE'],
      job: ['NONE'],
      certificateIssuingPlaceCode: 'CHN',
      certificateIssuingPlace: 'China',
      mediaId: 'media-9',
    });
  });

  it('reads a stored manager into the form', () => {
    expect(toManagerValues({ lastName: '张', firstName: '三', job: 'DIRECTOR', email: 'a@b.cn' })).toMatchObject({
      lastName: '张',
      firstName: '三',
      position: ['DIRECTOR'],
      email: 'a@b.cn',
    });
  });
});
