import { positionsOf } from '@/entities/kyc-enterprise';
import { trimInput } from '@/shared/lib/validation';
import type { ManagerLike, ManagerValues } from '../model/managerTypes';

/* The manager form's values from and to the wire's Manager record (001 §3 "Manager"). */

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

const orNull = (value: unknown): string | null => trimInput(value) || null;

/**
 * The record to save: the stored one with the form's fields replaced and trimmed. The
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
