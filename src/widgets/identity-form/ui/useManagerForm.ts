import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { managerUploadWarnings } from '../lib/managerRules';
import { toManagerValues, toManagerWire } from '../lib/managerMapping';
import type { ManagerValues } from '../model/managerTypes';
import { ManagerFields } from './ManagerFields';

/**
 * The manager form as a wizard's manager step takes it (widgets/wizard-frame ManagerStep):
 * the fields, the mapping from and to the record, and the missing-ID-image warnings in the
 * UI's language. A page hands it over, since one widget does not import another.
 */
export function useManagerForm() {
  const { t } = useTranslation(['kyc', 'validation']);
  return useMemo(
    () => ({
      Fields: ManagerFields,
      toValues: toManagerValues,
      toWire: toManagerWire,
      warnings: (values: ManagerValues) => managerUploadWarnings(values).map((warning) => t(warning)),
    }),
    [t],
  );
}
