import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@/shared/lib/validation';
import type { FieldCheck } from '../lib/rules';

/** An antd rule from a pure field check (lib/rules.ts): the form and the missing list judge alike. */
export function useCheckRule() {
  const { t } = useTranslation('validation');
  return useCallback(
    <E>(check: FieldCheck<E>) => ({
      validator: (_rule: unknown, value: unknown) => {
        const key: ValidationKey | null = check.check(value, { now: new Date(), filesKnown: true });
        return key ? Promise.reject(new Error(t(key, { max: check.max }))) : Promise.resolve();
      },
    }),
    [t],
  );
}
