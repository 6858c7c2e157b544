import { useMemo } from 'react';
import { useCompanyMissing } from '../ui/steps/CompanyStep';
import { useManagerMissing } from '../ui/steps/ManagerStep';
import { useLegalMissing } from '../ui/steps/LegalStep';
import { useBeneficiaryMissing } from '../ui/steps/BeneficiaryStep';
import { useBankMissing } from '../ui/steps/BankStep';
import type { MissingResult } from '@/widgets/wizard-frame';

/**
 * What steps 1 to 5 still lack (001 §2.1 step 6's list; where a half-done application
 * resumes), each judged by its own step's rules over its saved data.
 */
export function useWizardMissing(enterpriseId: string): MissingResult {
  const company = useCompanyMissing(enterpriseId);
  const manager = useManagerMissing(enterpriseId);
  const legal = useLegalMissing(enterpriseId);
  const beneficiary = useBeneficiaryMissing(enterpriseId);
  const bank = useBankMissing(enterpriseId);
  const all = [company, manager, legal, beneficiary, bank];
  const isLoading = all.some((result) => result.isLoading);
  const missing = useMemo(
    () => [...company.missing, ...manager.missing, ...legal.missing, ...beneficiary.missing, ...bank.missing],
    [company.missing, manager.missing, legal.missing, beneficiary.missing, bank.missing],
  );
  return { missing, isLoading };
}
