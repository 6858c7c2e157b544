import { doneCount, type UploadItem } from '@/entities/media-file';
import { charLength, idNumberRule, isDigits, isEmpty, trimInput } from '@/shared/lib/validation';
import { MANAGER_CATEGORY, MANAGER_MAX_LENGTH } from '../config/managerLimits';
import type { ManagerField, ManagerMessage, ManagerUploadKey, ManagerValues } from '../model/managerTypes';

/*
 * The manager form (the authorised person, 001 §2.2 step 2): the field rules of §5
 * "Manager and identity form", free of React and antd. The positions one may hold are the
 * identity form's rule (offeredPositions, exclusivePositions), shared with its person entries.
 */

/**
 * Required fields in form order (001 §5); the e-mail is read-only here (001 §2.2) and the
 * phone, when given, digits only: the specification requires its area code, not the number.
 */
export const MANAGER_REQUIRED = [
  'position',
  'certificateIssuingPlaceCode',
  'identType',
  'identNo',
  'lastName',
  'firstName',
  'phoneAreaCode',
] as const satisfies readonly ManagerField[];

const checkIdNo = idNumberRule(MANAGER_MAX_LENGTH.identNo);

/** The first problem of one field (values judged trimmed), or null. */
export function managerFieldError(field: ManagerField, values: ManagerValues): ManagerMessage | null {
  if (field === 'position') return (values.position ?? []).length === 0 ? 'kyc:manager.required.position' : null;
  const value = trimInput(values[field]);
  if (isEmpty(value)) {
    if (field === 'phone') return null;
    if (field === 'phoneAreaCode') return 'validation:areaCodeRequired';
    return `kyc:manager.required.${field}`;
  }
  switch (field) {
    case 'identNo': {
      if (charLength(value) > MANAGER_MAX_LENGTH.identNo) return 'kyc:manager.error.tooLong';
      const key = checkIdNo(value);
      return key ? `validation:${key}` : null;
    }
    case 'lastName':
    case 'firstName':
      return charLength(value) > MANAGER_MAX_LENGTH[field] ? 'kyc:manager.error.tooLong' : null;
    case 'phone':
      if (!isDigits(value)) return 'validation:numberFormat';
      return value.length > MANAGER_MAX_LENGTH.phone ? 'kyc:manager.error.tooLong' : null;
    default:
      return null;
  }
}

/** The warning of a missing front or back image (001 §5, §8), or null. */
export function managerUploadError(key: ManagerUploadKey, files: readonly UploadItem[] | undefined): ManagerMessage | null {
  return doneCount(files) > 0 ? null : `kyc:manager.uploadRequired.${key}`;
}

/** The warnings of the missing ID images (001 §5, §8), shown next to the field errors when next is refused. */
export function managerUploadWarnings(values: ManagerValues): ManagerMessage[] {
  return (Object.keys(MANAGER_CATEGORY) as ManagerUploadKey[]).flatMap((key) => managerUploadError(key, values.files?.[key]) ?? []);
}

/** Everything still wrong with the form's values, in form order, for a wizard's missing list. Uploads only when known. */
export function managerMissing(values: ManagerValues): { field: string; label: ManagerMessage }[] {
  const fields: readonly ManagerField[] = [...MANAGER_REQUIRED, 'phone'];
  const missing: { field: string; label: ManagerMessage }[] = fields.filter((field) => managerFieldError(field, values) !== null).map((field) => ({
    field,
    label: `kyc:manager.fields.${field}`,
  }));
  if (values.files) {
    for (const key of Object.keys(MANAGER_CATEGORY) as ManagerUploadKey[]) {
      if (managerUploadError(key, values.files[key])) missing.push({ field: `files.${key}`, label: `kyc:manager.uploads.${key}` });
    }
  }
  return missing;
}
