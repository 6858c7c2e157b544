import type { Manager } from '@/entities/kyc-enterprise';
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

/**
 * The manager fields the form owns, from the wire's Manager (001 §3), which both wizards'
 * manager reads return.
 */
export type ManagerLike = Pick<
  Manager,
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'job'
  | 'position'
  | 'email'
  | 'phone'
  | 'phoneAreaCode'
  | 'identType'
  | 'identNo'
  | 'mediaId'
  | 'certificateIssuingPlaceCode'
  | 'certificateIssuingPlace'
>;
