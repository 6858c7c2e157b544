import { Button, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetKycManagerQuery } from '@/entities/kyc-enterprise';
import type { DrawbackProductType } from '@/entities/product';
import { usePageEnterprise, type ChosenEnterprise } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { LoadError } from '@/shared/ui/load-error';
import { enterpriseRefusal } from '@/widgets/wizard-frame';
import { useGetDrawbackRecordQuery, useGetEnterpriseManagerQuery } from '../api/exportDrawbackApi';
import { drawbackTypeOf } from '../lib/rules';
import { initialDrawbackValues } from '../model/prefill';
import { DrawbackWizard } from './DrawbackWizard';
import styles from './ExportDrawbackKycPage.module.css';

/**
 * /exportDrawbackKyc, the export-drawback onboarding of the chosen enterprise (000 §2, §4,
 * §5 steps 1-3), inside the shell. With type=prefill (from the product centre) the form
 * starts from the enterprise and its manager, the back button is hidden and step 1 can be
 * skipped; otherwise back returns to the product centre. The card's product (query
 * productType, manufacturing or trading) is the application's type.
 */
export function ExportDrawbackKycPage() {
  const { t } = useTranslation('drawback');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { enterpriseId, chosen, foreign } = usePageEnterprise();
  const prefill = query.get('type') === 'prefill';
  const cardProduct = drawbackTypeOf(query.get('productType'));
  // Only the chosen enterprise's, as on every onboarding page (001 §6).
  const refusal = enterpriseRefusal({ enterpriseId, foreign });
  if (refusal || !enterpriseId) return refusal;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {prefill ? null : (
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(ROUTES.productCentre)}>
            {t('page.back')}
          </Button>
        )}
        <Typography.Title level={1} className={styles.title}>
          {t('page.title')}
        </Typography.Title>
      </div>
      <Application enterpriseId={enterpriseId} enterprise={chosen} prefill={prefill} cardProduct={cardProduct} />
    </div>
  );
}

/** The reads the form starts from: the stored application, the enterprise manager (always: its remark is the channelId) and, to prefill, the KYC manager. */
function Application({ enterpriseId, enterprise, prefill, cardProduct }: { enterpriseId: string; enterprise: ChosenEnterprise | null; prefill: boolean; cardProduct: DrawbackProductType | null }) {
  const { t } = useTranslation('drawback');
  const record = useGetDrawbackRecordQuery(enterpriseId);
  const manager = useGetEnterpriseManagerQuery(enterpriseId);
  const kycManager = useGetKycManagerQuery(enterpriseId, { skip: !prefill });
  const reads = [record, manager, ...(prefill ? [kycManager] : [])];

  if (reads.some((read) => read.isLoading)) {
    return (
      <div className={styles.loading} role="status" aria-busy="true">
        <Spin />
        <span>{t('page.loading')}</span>
      </div>
    );
  }
  if (reads.some((read) => read.isError)) {
    return <LoadError title={t('page.loadError')} onRetry={() => reads.forEach((read) => void read.refetch())} />;
  }
  const initialValues = initialDrawbackValues({
    record: record.data ?? null,
    prefill,
    enterprise,
    kycManager: kycManager.data ?? null,
    enterpriseManager: manager.data ?? null,
    cardProduct,
  });
  return <DrawbackWizard enterpriseId={enterpriseId} initialValues={initialValues} manager={manager.data ?? null} prefill={prefill} />;
}
