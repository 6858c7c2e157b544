import { describe, expect, it } from '@rstest/core';
import type { UploadItem } from '@/entities/media-file';
import { MANAGER_MAX_LENGTH } from '../config/managerLimits';
import type { ManagerField } from '../model/managerTypes';
import { MANAGER_REQUIRED, managerFieldError, managerMissing, managerUploadError, managerUploadWarnings } from './managerRules';
import { validManager as valid } from './managerValues.testing';

const file = (status: UploadItem['status']): UploadItem => ({ uid: status, id: status === 'done' ? 'f1' : null, name: 'id.png', status });

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

  it('refused next warns of each missing image, front first', () => {
    expect(managerUploadWarnings({ ...valid })).toEqual(['kyc:manager.uploadRequired.idFront', 'kyc:manager.uploadRequired.idBack']);
    expect(managerUploadWarnings({ ...valid, files: { idFront: [file('done')] } })).toEqual(['kyc:manager.uploadRequired.idBack']);
    expect(managerUploadWarnings({ ...valid, files: { idFront: [file('done')], idBack: [file('done')] } })).toEqual([]);
  });

  it('the missing list names the images when they are known', () => {
    expect(managerMissing({ ...valid, files: { idFront: [file('done')] } })).toEqual([{ field: 'files.idBack', label: 'kyc:manager.uploads.idBack' }]);
  });
});
