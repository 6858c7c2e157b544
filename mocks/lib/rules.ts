/*
 * The server's own checks of 000 §5 (a server does not trust the form): written here
 * independently of src/shared/lib/validation, so a mistake in the portal's rules shows up
 * against the mock instead of being shared by it.
 */

/** New, initial and reset passwords: 12-15 of letters, digits and # ? ! @ _ $ % ^ & * -, each class present. */
export function isNewPassword(text: string): boolean {
  return /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[#?!@_$%^&*-])[A-Za-z\d#?!@_$%^&*-]{12,15}$/.test(text);
}

/** Registration password: 8-15 characters with an uppercase, a lowercase, a digit and one of # ? ! @ $ % ^ & * -. */
export function isRegistrationPassword(text: string): boolean {
  const length = [...text].length;
  return length >= 8 && length <= 15 && /[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text) && /[#?!@$%^&*-]/.test(text);
}

/**
 * Transaction or set password (000 §5), judged on the trimmed text: at least 8 characters
 * with a lowercase, an uppercase, and a digit or one of # ? ! @ $ % ^ & * -.
 */
export function isTransactionPassword(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= 8 && /[a-z]/.test(trimmed) && /[A-Z]/.test(trimmed) && /[\d#?!@$%^&*-]/.test(trimmed);
}

/** A general e-mail address pattern, at most `max` characters. */
export function isEmail(text: string, max = 200): boolean {
  return text.length <= max && /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(text);
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
