import type { UploadItem } from '@/entities/media-file';
import type { ValidationKey } from '@/shared/lib/validation';
import type { MANAGER_CATEGORY } from '../config/managerLimits';

export type ManagerUploadKey = keyof typeof MANAGER_CATEGORY;

/** The manager form's values (001 §2.2 step 2); `files` holds the ID images' upload lists. */
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

/** A field the rules judge: every value but the files and the read-only e-mail. */
export type ManagerField = Exclude<keyof ManagerValues, 'files' | 'email'>;

/** A message of the form: an i18n key with its namespace. */
export type ManagerMessage =
  | `validation:${ValidationKey}`
  | `kyc:manager.required.${'position' | 'certificateIssuingPlaceCode' | 'identType' | 'identNo' | 'lastName' | 'firstName'}`
  | 'kyc:manager.error.tooLong'
  | `kyc:manager.fields.${ManagerField}`
  | `kyc:manager.uploads.${ManagerUploadKey}`
  | `kyc:manager.uploadRequired.${ManagerUploadKey}`;

/** The manager fields the form owns (a subset of the wire's Manager). */
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
