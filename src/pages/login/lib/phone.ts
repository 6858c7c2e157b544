import { isEmpty, type ValidationKey } from '@/shared/lib/validation';

/**
 * 000 §5 "Registration": phone number and area code are optional, but each is required
 * once the other is given.
 */
export function checkPhonePair(phone: string | undefined, areaCode: string | undefined): { phone: ValidationKey | null; areaCode: ValidationKey | null } {
  const hasPhone = !isEmpty(phone);
  const hasArea = !isEmpty(areaCode);
  return {
    phone: hasArea && !hasPhone ? 'phoneRequired' : null,
    areaCode: hasPhone && !hasArea ? 'areaCodeRequired' : null,
  };
}
