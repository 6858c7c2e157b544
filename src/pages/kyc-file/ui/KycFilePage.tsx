import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { kycStatusOf, useGetKycFileEnterpriseQuery } from '@/entities/kyc-enterprise';
import { usePageEnterprise } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { LoadError } from '@/shared/ui/load-error';
import { AccountMenu } from '@/widgets/account-menu';
import { enterpriseRefusal, WizardHeader, WizardLoading, wizardMode } from '@/widgets/wizard-frame';
import type { KycFileVariant } from '../config/steps';
import { KycFileWizard } from './KycFileWizard';
import styles from './KycFilePage.module.css';

/** /kycFileCN: the six-step KYC file wizard of an IDD enterprise (000 §4, 001 §2.2). */
export function KycFileCnPage() {
  return <KycFilePage variant="cn" />;
}

/** /childEkycPortal/efinKyc: the five-step variant of an E_FINANCE or DIGIPO enterprise (000 §2, §4, 001 §2.2). */
export function EfinKycPage() {
  return <KycFilePage variant="efin" />;
}

/**
 * The KYC file wizard's page: query `id` (the enterprise) and `status`. It works only on the
 * chosen enterprise: without an id it opens the chosen one; an id that is not the chosen
 * enterprise gets the no-permission message, then logout to /login (001 §6).
 */
function KycFilePage({ variant }: { variant: KycFileVariant }) {
  const { enterpriseId, queryStatus, foreign } = usePageEnterprise();
  // Only the chosen enterprise's, as on every onboarding page (001 §6).
  const refusal = enterpriseRefusal({ enterpriseId, foreign });
  if (refusal || !enterpriseId) return refusal;
  return <Wizard variant={variant} enterpriseId={enterpriseId} queryStatus={queryStatus} />;
}

function Wizard({ variant, enterpriseId, queryStatus }: { variant: KycFileVariant; enterpriseId: string; queryStatus: string | null }) {
  const { t } = useTranslation('kycFile');
  const navigate = useNavigate();
  const enterprise = useGetKycFileEnterpriseQuery({ enterpriseId });

  let body;
  if (enterprise.isLoading) body = <WizardLoading />;
  else if (enterprise.isError) body = <LoadError title={t('page.loadError')} onRetry={() => void enterprise.refetch()} />;
  else {
    const data = enterprise.data ?? null;
    const mode = wizardMode(queryStatus, kycStatusOf(data));
    body = <KycFileWizard enterpriseId={enterpriseId} enterprise={data} variant={variant} mode={mode} />;
  }

  return (
    // A page of its own, outside the shell: its content is the document's main landmark.
    <main className={styles.page}>
      {/* Back from the top level goes to the product centre (001 §2.2). */}
      <WizardHeader title={t(variant === 'cn' ? 'page.title' : 'page.titleEfin')} onBack={() => navigate(ROUTES.productCentre)} tools={<AccountMenu />} />
      {body}
    </main>
  );
}
