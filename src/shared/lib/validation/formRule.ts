import type { ValidationKey } from './types';

/** An antd form rule object (a validator). */
export interface ValidatorRule {
  validator: (rule: unknown, value: string | undefined) => Promise<void>;
}

/**
 * An antd form rule from a shared validation rule (shared/lib/validation returns message
 * keys; `message` turns a key into the text to show).
 */
export function formRule(check: (value: string | undefined) => ValidationKey | null, message: (key: ValidationKey) => string): ValidatorRule {
  return {
    validator: (_rule, value) => {
      const key = check(value);
      return key ? Promise.reject(new Error(message(key))) : Promise.resolve();
    },
  };
}
