import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageEnterprise } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { LoadError } from '@/shared/ui/load-error';
import { enterpriseRefusal, WizardLoading } from '@/widgets/wizard-frame';
import { ALL_STORES, useBigDataToken, useGetCorpInfoQuery, usePageAuthorizedStoresQuery } from '@/entities/pre-approval';
import { useQueryEnumListQuery } from '../../api/preApprovalApi';
import { ApplySteps } from './ApplySteps';
import styles from './PreApprovalApplyPage.module.css';

/**
 * /preApproval/apply, the three-step variant of the pre-approval page (001 §2.5), inside the
 * shell: company details, revenue/commerce accounts, settlement data files, then the
 * success dialog. Back returns to the product centre. Opening it keeps the enterprise's
 * big-data token (000 §7 getTokenByEnterpriseId).
 */
export function PreApprovalApplyPage() {
  const { t } = useTranslation('preApprovalApply');
  const navigate = useNavigate();
  const { enterpriseId, foreign } = usePageEnterprise();
  useBigDataToken(foreign ? null : enterpriseId);
  // Only the chosen enterprise's, as on every onboarding page (001 §6).
  const refusal = enterpriseRefusal({ enterpriseId, foreign });
  if (refusal || !enterpriseId) return refusal;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(ROUTES.productCentre)}>
          {t('page.back')}
        </Button>
        <Typography.Title level={1} className={styles.title}>
          {t('page.title')}
        </Typography.Title>
      </div>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('page.intro')}
      </Typography.Paragraph>
      <Application enterpriseId={enterpriseId} />
    </div>
  );
}

/**
 * The reads the steps start from: the company details, both enumerations and every
 * authorised store (which step opens first, 001 §2.5); loading, then the steps or, when a
 * read failed, Retry.
 */
function Application({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation('preApprovalApply');
  const info = useGetCorpInfoQuery({ enterpriseId });
  const monthlySales = useQueryEnumListQuery({ enumType: 'MonthlySalesEnum' });
  const businessScope = useQueryEnumListQuery({ enumType: 'BusinessScopeEnum' });
  const stores = usePageAuthorizedStoresQuery(ALL_STORES);
  const reads = [info, monthlySales, businessScope, stores];

  // Only the first load waits: later reads (after a save) keep the steps on screen.
  if (reads.some((read) => read.isLoading)) {
    return <WizardLoading />;
  }
  if (reads.some((read) => read.isError && read.data === undefined)) {
    return <LoadError title={t('page.loadError')} onRetry={() => reads.forEach((read) => void (read.isError ? read.refetch() : undefined))} />;
  }
  return (
    <ApplySteps
      enterpriseId={enterpriseId}
      monthlySalesOptions={monthlySales.data ?? []}
      businessScopeOptions={businessScope.data ?? []}
      storesOnEntry={stores.data?.total ?? 0}
    />
  );
}
