import { charLength, isEmpty } from './required';
import type { ValidationKey } from './types';

/*
 * The three password rules of the specification (000 §5, §9). They differ on purpose:
 * the set of symbols, the length bounds and what else may appear are not the same, so
 * each has its own function rather than one configurable regex.
 */

/** Symbols accepted by the new/reset rule (underscore included). */
export const RESET_PASSWORD_SYMBOLS = '#?!@_$%^&*-';
/** Symbols accepted by the registration and transaction rules (no underscore). */
export const PASSWORD_SYMBOLS = '#?!@$%^&*-';

export const RESET_PASSWORD_LENGTH = { min: 12, max: 15 } as const;
export const REGISTRATION_PASSWORD_LENGTH = { min: 8, max: 15 } as const;
export const TRANSACTION_PASSWORD_MIN_LENGTH = 8;
/**
 * The longest password any sign-in password field accepts: both rules that bound the
 * length stop at 15 (000 §5, §9), so no account password is longer. The login, reset,
 * forgot, registration and change-password fields (old password included) stop typing there.
 */
export const PASSWORD_MAX_LENGTH = Math.max(RESET_PASSWORD_LENGTH.max, REGISTRATION_PASSWORD_LENGTH.max);

const hasUpper = (text: string) => /[A-Z]/.test(text);
const hasLower = (text: string) => /[a-z]/.test(text);
const hasDigit = (text: string) => /\d/.test(text);
const hasAnyOf = (text: string, symbols: string) => [...text].some((c) => symbols.includes(c));

/**
 * (a) New or reset password: 12 to 15 characters, at least one uppercase, one lowercase,
 * one digit and one of # ? ! @ _ $ % ^ & * -, and nothing outside letters, digits and
 * those symbols (the original pattern is anchored on that character class).
 */
export function isResetPassword(text: string): boolean {
  return (
    /^[A-Za-z\d#?!@_$%^&*-]{12,15}$/.test(text) &&
    hasUpper(text) &&
    hasLower(text) &&
    hasDigit(text) &&
    hasAnyOf(text, RESET_PASSWORD_SYMBOLS)
  );
}

/**
 * (b) Registration password: 8 to 15 characters with an uppercase, a lowercase, a digit and
 * one of # ? ! @ $ % ^ & * -. The spec lists only what must be present, so other
 * characters may fill the rest (as the original `(?=...).{8,15}` pattern allows).
 */
export function isRegistrationPassword(text: string): boolean {
  const length = charLength(text);
  return (
    length >= REGISTRATION_PASSWORD_LENGTH.min &&
    length <= REGISTRATION_PASSWORD_LENGTH.max &&
    hasUpper(text) &&
    hasLower(text) &&
    hasDigit(text) &&
    hasAnyOf(text, PASSWORD_SYMBOLS)
  );
}

/**
 * (c) Transaction or set password, judged on the trimmed input: at least 8 characters, a
 * lowercase, an uppercase, and a digit or one of # ? ! @ $ % ^ & * -. No upper bound.
 */
export function isTransactionPassword(text: string): boolean {
  const trimmed = text.trim();
  return (
    charLength(trimmed) >= TRANSACTION_PASSWORD_MIN_LENGTH &&
    hasLower(trimmed) &&
    hasUpper(trimmed) &&
    (hasDigit(trimmed) || hasAnyOf(trimmed, PASSWORD_SYMBOLS))
  );
}

/* Form rules: empty passes (each form words its own "please enter"), a bad value fails. */

export const checkResetPassword = (value: string | null | undefined): ValidationKey | null =>
  isEmpty(value) || isResetPassword(value) ? null : 'resetPasswordFormat';

export const checkRegistrationPassword = (value: string | null | undefined): ValidationKey | null =>
  isEmpty(value) || isRegistrationPassword(value) ? null : 'passwordFormat';

export const checkTransactionPassword = (value: string | null | undefined): ValidationKey | null =>
  isEmpty(value) || isTransactionPassword(value) ? null : 'transactionPasswordFormat';

/**
 * The forms with a confirmation field, each with the spec's own messages:
 * - reset: new/reset and forgot password (English texts of 000 §5);
 * - transaction: transaction or set password (Chinese texts; values compared trimmed,
 *   since that form trims its input);
 * - change: the shell's change-password dialog (001 §5 "passwords do not match").
 */
export type ConfirmForm = 'reset' | 'transaction' | 'change';

const CONFIRM_MESSAGES: Record<ConfirmForm, { empty: ValidationKey; mismatch: ValidationKey }> = {
  reset: { empty: 'confirmPasswordRequired', mismatch: 'confirmPasswordMismatch' },
  transaction: { empty: 'transactionConfirmRequired', mismatch: 'transactionConfirmMismatch' },
  change: { empty: 'changeConfirmRequired', mismatch: 'passwordsDoNotMatch' },
};

/** Confirmation check: empty confirm, then mismatch with the password typed above it. */
export function checkConfirmPassword(
  confirm: string | null | undefined,
  password: string | null | undefined,
  form: ConfirmForm,
): ValidationKey | null {
  const messages = CONFIRM_MESSAGES[form];
  if (isEmpty(confirm)) return messages.empty;
  const normalise = (v: string | null | undefined) => (form === 'transaction' ? (v ?? '').trim() : (v ?? ''));
  return normalise(confirm) === normalise(password) ? null : messages.mismatch;
}

/** One line of the password popover. */
export interface PasswordRuleState {
  readonly id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  readonly messageKey: ValidationKey;
  readonly passed: boolean;
}

/**
 * The live checklist shown in the password popover while typing. It always describes the
 * 12 to 15 rule: the spec says the registration form shows those rules too.
 */
export function passwordRuleStates(password: string | null | undefined): PasswordRuleState[] {
  const text = password ?? '';
  const length = charLength(text);
  return [
    {
      id: 'length',
      messageKey: 'passwordRuleLength',
      passed: length >= RESET_PASSWORD_LENGTH.min && length <= RESET_PASSWORD_LENGTH.max,
    },
    { id: 'uppercase', messageKey: 'passwordRuleUppercase', passed: hasUpper(text) },
    { id: 'lowercase', messageKey: 'passwordRuleLowercase', passed: hasLower(text) },
    { id: 'digit', messageKey: 'passwordRuleDigit', passed: hasDigit(text) },
    { id: 'special', messageKey: 'passwordRuleSpecial', passed: hasAnyOf(text, RESET_PASSWORD_SYMBOLS) },
  ];
}
