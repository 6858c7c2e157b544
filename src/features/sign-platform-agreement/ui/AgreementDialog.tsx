import { lazy, Suspense, useMemo } from 'react';
import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PdfLoader, PdfViewerLabels } from '@/shared/ui/pdf-viewer';
import { agreementDismissed, useSignPlatformAgreementMutation } from '@/entities/session';
import styles from './AgreementDialog.module.css';

const PdfViewer = lazy(() =>
  import(/* webpackChunkName: "pdf-viewer" */ '@/shared/ui/pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

/**
 * The platform agreement dialog (000 §2): the agreement PDF in the paged viewer and a
 * Sign button, disabled while signing; signing leads to /home. Closing returns to /login.
 */
export default function AgreementDialog({ url, pdfLoader }: { url: string; pdfLoader?: PdfLoader }) {
  const { t } = useTranslation(['enterprise', 'common']);
  const navigate = useNavigate();
  const [sign, { isLoading: signing }] = useSignPlatformAgreementMutation();
  const title = t('enterprise:agreement.title');

  const labels = useMemo<PdfViewerLabels>(
    () => ({
      document: t('enterprise:pdf.document', { title }),
      previous: t('enterprise:pdf.previous'),
      next: t('enterprise:pdf.next'),
      pageOf: (page, total) => t('enterprise:pdf.pageOf', { page, total }),
      loading: t('enterprise:pdf.loading'),
      error: t('enterprise:pdf.error'),
      keyboardHint: t('enterprise:pdf.keyboardHint'),
    }),
    [t, title],
  );

  const onSign = async () => {
    try {
      await sign().unwrap();
    } catch {
      return; // the base query has shown the server's message; the dialog stays
    }
    agreementDismissed();
    navigate('/home', { replace: true });
  };

  const onClose = () => {
    if (signing) return;
    agreementDismissed();
    navigate('/login', { replace: true });
  };

  return (
    <Modal
      open
      title={title}
      width={880}
      centered
      mask={{ closable: false }}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose} disabled={signing}>
          {t('enterprise:agreement.close')}
        </Button>,
        <Button key="sign" type="primary" onClick={() => void onSign()} loading={signing} disabled={signing}>
          {t('enterprise:agreement.sign')}
        </Button>,
      ]}
    >
      <p className={styles.intro}>{t('enterprise:agreement.intro')}</p>
      <Suspense fallback={<Spin />}>
        <PdfViewer url={url} labels={labels} loader={pdfLoader} surfaceClassName={styles.surface} autoFocus />
      </Suspense>
    </Modal>
  );
}
