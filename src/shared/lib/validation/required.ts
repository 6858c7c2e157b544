import type { FieldValue, Rule, ValidationKey } from './types';

/**
 * Empty for every rule: null, undefined, or a string that is blank once trimmed. Blank
 * counts as empty because the specification trims inputs before they are sent.
 * (The guard narrows the false branch to a real value; in the true branch a blank string
 * is typed as '', which only matters to code that reads it, and none should.)
 */
export function isEmpty(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** A "required" rule that shows the field's own message (the spec words each one). */
export function required(key: ValidationKey = 'required'): Rule {
  return (value) => (isEmpty(value) ? key : null);
}

/** Runs the rules in order and returns the first failure, so only one message shows. */
export function firstError<V = FieldValue>(...rules: readonly Rule<V>[]): Rule<V> {
  return (value) => {
    for (const rule of rules) {
      const key = rule(value);
      if (key !== null) return key;
    }
    return null;
  };
}

/** Turns a strict predicate into a format rule that lets empty values through. */
export function formatRule(predicate: (text: string) => boolean, key: ValidationKey): Rule {
  return (value) => (isEmpty(value) || predicate(String(value)) ? null : key);
}

/** Length in characters as a user counts them (code points, so a CJK or emoji is one). */
export function charLength(text: string): number {
  return [...text].length;
}
