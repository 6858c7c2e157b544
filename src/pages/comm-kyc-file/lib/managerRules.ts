import { positionsOf } from '@/entities/kyc-enterprise';
import { doneCount, MEDIA_CATEGORY, type UploadItem } from '@/entities/media-file';
import { charLength, FIELD_MAX_LENGTH, idNumberRule, isDigits, isEmpty, UPLOAD_RULES, type ValidationKey } from '@/shared/lib/validation';

/*
 * The authorised person (step 2 of the company KYC wizard): the field rules of 001 §2.2
 * step 2 and §5 "Manager and identity form", free of React and antd. The positions one may
 * hold are the identity form's rule (offeredPositions, exclusivePositions), shared with step 3.
 */

/** Limits of the manager's fields (001 §9): ID number 50 (not legal person or director), names 50, phone 20. */
export const MANAGER_MAX_LENGTH = {
  identNo: FIELD_MAX_LENGTH.idNumberOther,
  lastName: FIELD_MAX_LENGTH.personName,
  firstName: FIELD_MAX_LENGTH.personName,
  phone: FIELD_MAX_LENGTH.phone,
  email: FIELD_MAX_LENGTH.kycEmail,
} as const;

export const MANAGER_CATEGORY = { idFront: MEDIA_CATEGORY.idFront, idBack: MEDIA_CATEGORY.idBack } as const;
export type ManagerUploadKey = keyof typeof MANAGER_CATEGORY;
/** One image each for the front and the back (001 §9). */
export const MANAGER_UPLOAD_RULE = UPLOAD_RULES.idImage;

export interface ManagerValues {
  position?: string[] | null;
  certificateIssuingPlaceCode?: string | null;
  identType?: string | null;
  identNo?: string | null;
  lastName?: string | null;
  firstName?: string | null;
  email?: string | null;
  phoneAreaCode?: string | null;
  phone?: string | null;
  files?: Partial<Record<ManagerUploadKey, readonly UploadItem[] | undefined>>;
}

export type ManagerField = Exclude<keyof ManagerValues, 'files' | 'email'>;

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

/** A message of the step: an i18n key with its namespace. */
export type ManagerMessage =
  | `validation:${ValidationKey}`
  | `kyc:manager.required.${'position' | 'certificateIssuingPlaceCode' | 'identType' | 'identNo' | 'lastName' | 'firstName'}`
  | 'kyc:manager.error.tooLong'
  | `kyc:manager.fields.${ManagerField}`
  | `kyc:manager.uploads.${ManagerUploadKey}`
  | `kyc:manager.uploadRequired.${ManagerUploadKey}`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const checkIdNo = idNumberRule(MANAGER_MAX_LENGTH.identNo);

/** The first problem of one field (values judged trimmed), or null. */
export function managerFieldError(field: ManagerField, values: ManagerValues): ManagerMessage | null {
  if (field === 'position') return (values.position ?? []).length === 0 ? 'kyc:manager.required.position' : null;
  const value = text(values[field]);
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

/** Everything still wrong with the step, in form order, for step 6's list. Uploads only when known. */
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

/** The manager fields this step owns (a subset of the wire's Manager). */
export interface ManagerLike {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  job?: string | string[] | null;
  position?: string[] | null;
  email?: string | null;
  phone?: string | null;
  phoneAreaCode?: string | null;
  identType?: string | null;
  identNo?: string | null;
  mediaId?: string | null;
  certificateIssuingPlaceCode?: string | null;
  certificateIssuingPlace?: string | null;
}

export function toManagerValues(manager: ManagerLike): ManagerValues {
  return {
    position: positionsOf(manager),
    certificateIssuingPlaceCode: manager.certificateIssuingPlaceCode ?? null,
    identType: manager.identType ?? null,
    identNo: manager.identNo ?? null,
    lastName: manager.lastName ?? null,
    firstName: manager.firstName ?? null,
    email: manager.email ?? null,
    phoneAreaCode: manager.phoneAreaCode ?? null,
    phone: manager.phone ?? null,
  };
}

const orNull = (value: unknown): string | null => {
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed;
};

/**
 * The record to save: the stored one with the step's fields replaced and trimmed. The
 * e-mail stays the stored one (read-only, 001 §2.2); positions go in `position` and `job`.
 */
export function toManagerWire<M extends ManagerLike>(
  values: ManagerValues,
  stored: M,
  { mediaId, placeName }: { mediaId: string; placeName: (code: string | null) => string | null },
): M & ManagerLike {
  const position = [...(values.position ?? [])];
  const placeCode = orNull(values.certificateIssuingPlaceCode);
  return {
    ...stored,
    position,
    job: position,
    certificateIssuingPlaceCode: placeCode,
    certificateIssuingPlace: placeName(placeCode),
    identType: orNull(values.identType),
    identNo: orNull(values.identNo),
    lastName: orNull(values.lastName),
    firstName: orNull(values.firstName),
    phoneAreaCode: orNull(values.phoneAreaCode),
    phone: orNull(values.phone),
    mediaId,
  };
}
