import type validationMessages from '@/shared/i18n/locales/en-US/validation.json';

/**
 * A message key of the `validation` i18n namespace. Derived from the English file so a
 * rule cannot return a key that has no message (a test checks zh-CN has the same keys).
 */
export type ValidationKey = keyof typeof validationMessages;

/** The i18n namespace the keys belong to: `t(key, { ns: VALIDATION_NS })`. */
export const VALIDATION_NS = 'validation';

/** What a form hands a rule: text inputs give strings, number inputs give numbers. */
export type FieldValue = string | number | null | undefined;

/**
 * A validation rule: `null` when the value is acceptable, otherwise the key of the message
 * to show. Format rules accept an empty value (null, undefined, ''): whether a field is
 * required is a separate rule (`required`), so a form shows "please enter" and "bad format"
 * as two distinct messages, as the specification does.
 */
export type Rule<V = FieldValue> = (value: V) => ValidationKey | null;
