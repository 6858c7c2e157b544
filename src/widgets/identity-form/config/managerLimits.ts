import { MEDIA_CATEGORY } from '@/entities/media-file';
import { FIELD_MAX_LENGTH, UPLOAD_RULES } from '@/shared/lib/validation';

/** Limits of the manager's fields (001 §9): ID number 50 (not legal person or director), names 50, phone 20. */
export const MANAGER_MAX_LENGTH = {
  identNo: FIELD_MAX_LENGTH.idNumberOther,
  lastName: FIELD_MAX_LENGTH.personName,
  firstName: FIELD_MAX_LENGTH.personName,
  phone: FIELD_MAX_LENGTH.phone,
  email: FIELD_MAX_LENGTH.kycEmail,
} as const;

/** The manager's ID images: front and back, stored under the contact model (001 §3). */
export const MANAGER_CATEGORY = { idFront: MEDIA_CATEGORY.idFront, idBack: MEDIA_CATEGORY.idBack } as const;
/** One image each for the front and the back (001 §9). */
export const MANAGER_UPLOAD_RULE = UPLOAD_RULES.idImage;
