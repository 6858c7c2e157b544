import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { kycStatusOf, useGetKycEnterpriseQuery } from '@/entities/kyc-enterprise';
import { usePageEnterprise } from '@/entities/session';
import { LoadError } from '@/shared/ui/load-error';
import { enterpriseRefusal, WizardHeader, WizardLoading, wizardMode } from '@/widgets/wizard-frame';
import { isRecordReturn } from '../lib/recordReturn';
import { KycWizard } from './KycWizard';
import { RecordReturnStep } from './RecordReturnStep';
import styles from './CommKycFilePage.module.css';
import { ROUTES } from '@/shared/config';

/**
 * /CommKycFile, the company KYC wizard (001 §2.1): query `id` (the enterprise) and an
 * optional `status`. The page works only on the chosen enterprise: without an id it opens
 * the chosen one (as the menu permission check does); an id that is not the chosen enterprise gets
 * what the menu permission check gives a page the user may not see: the no-permission
 * message, then logout to /login (001 §6). It reads the enterprise's KYC record for its
 * status, audit comment and location, then shows the header and the wizard; in the
 * record-return variant (lib/recordReturn) step 0 comes first.
 */
export function CommKycFilePage() {
  const { enterpriseId, queryStatus, foreign } = usePageEnterprise();
  // Only the chosen enterprise's, as on every onboarding page (001 §6).
  const refusal = enterpriseRefusal({ enterpriseId, foreign });
  if (refusal || !enterpriseId) return refusal;
  return <Wizard enterpriseId={enterpriseId} queryStatus={queryStatus} />;
}

function Wizard({ enterpriseId, queryStatus }: { enterpriseId: string; queryStatus: string | null }) {
  const { t } = useTranslation('kyc');
  const enterprise = useGetKycEnterpriseQuery(enterpriseId);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // The record-return variant's step 0 until the user goes on to step 1.
  const [recordRead, setRecordRead] = useState(false);

  let body;
  if (enterprise.isLoading) body = <WizardLoading />;
  else if (enterprise.isError) body = <LoadError title={t('page.loadError')} onRetry={() => void enterprise.refetch()} />;
  else {
    const data = enterprise.data ?? null;
    const mode = wizardMode(queryStatus, kycStatusOf(data));
    const recordReturn = isRecordReturn(query, mode);
    if (recordReturn && !recordRead) {
      body = <RecordReturnStep comment={data?.auditComment} onStart={() => setRecordRead(true)} onLeave={() => navigate(ROUTES.productCentre)} />;
    } else body = <KycWizard enterpriseId={enterpriseId} enterprise={data} mode={mode} returnShown={recordReturn} />;
  }

  return (
    <div className={styles.page}>
      <WizardHeader title={t('page.title')} />
      {body}
    </div>
  );
}
