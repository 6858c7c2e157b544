import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvanceKycManagerMutation, useGetKycManagerQuery, useSaveKycManagerMutation } from '@/entities/kyc-enterprise';
import { managerMissing, toManagerValues, useManagerForm, useStoredManagerFiles } from '@/widgets/identity-form';
import { ManagerStep as WizardManagerStep, type MissingResult, type StepProps } from '@/widgets/wizard-frame';
import { KYC_STEPS } from '../../config/steps';

/**
 * Step 2, the authorised person (001 §2.1, §2.2 step 2): the wizards' manager step over
 * getManagerByEnterpriseId; save and next send updateManagerInPortal (next validated, then
 * handleAfterUpdateManagerInPortal).
 */
export function ManagerStep(props: StepProps) {
  const query = useGetKycManagerQuery(props.enterpriseId);
  const [saveManager] = useSaveKycManagerMutation();
  const [advanceManager] = useAdvanceKycManagerMutation();
  const managerForm = useManagerForm();
  return (
    <WizardManagerStep
      {...props}
      step={KYC_STEPS.manager}
      name="kycManager"
      query={query}
      managerForm={managerForm}
      save={async (manager, advance) => !('error' in (await (advance ? advanceManager : saveManager)(manager)))}
    />
  );
}

/**
 * What step 2 still lacks, for step 6's list (001 §2.1): the stored manager and its ID
 * images, judged by the form's rules.
 */
export function useManagerMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation(['kyc', 'validation']);
  const query = useGetKycManagerQuery(enterpriseId);
  const pending = query.isLoading || query.isError;
  const storedFiles = useStoredManagerFiles(query.data?.mediaId, pending);
  const missing = useMemo(() => {
    if (pending) return [];
    return managerMissing({ ...toManagerValues(query.data ?? {}), files: storedFiles.files }).map((entry) => ({ step: KYC_STEPS.manager, label: t(entry.label) }));
  }, [pending, query.data, storedFiles.files, t]);
  return { missing, isLoading: query.isLoading || storedFiles.isLoading };
}
