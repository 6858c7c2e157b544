import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PdfLoader, PdfViewerStatus } from '@/shared/ui/pdf-viewer';
import { usePdfViewerLabels } from '@/shared/ui/pdf-viewer-labels';
import { agreementDismissed, agreementSigned, useSignPlatformAgreementMutation } from '@/entities/session';
import styles from './AgreementDialog.module.css';
import { ROUTES } from '@/shared/config';

const PdfViewer = lazy(() =>
  import(/* webpackChunkName: "pdf-viewer" */ '@/shared/ui/pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

/**
 * The platform agreement dialog (000 §2): the agreement PDF in the paged viewer and a
 * Sign button, disabled while signing; signing lets the interrupted sign-in go on (the
 * enterprise choice, which leads to /home with the company chosen). Closing returns to /login.
 * Only a document the user was shown can be signed: Sign stays disabled, with the reason
 * beside it, until the PDF is on screen; a PDF that cannot be loaded says so, with a retry.
 */
export default function AgreementDialog({ url, pdfLoader }: { url: string; pdfLoader?: PdfLoader }) {
  const { t } = useTranslation(['enterprise', 'common']);
  const navigate = useNavigate();
  const [sign, { isLoading: signing }] = useSignPlatformAgreementMutation();
  const title = t('enterprise:agreement.title');
  const [status, setStatus] = useState<PdfViewerStatus>('loading');
  // A new attempt mounts a new viewer, which loads the document again.
  const [attempt, setAttempt] = useState(0);
  const reasonId = useId();
  const retry = () => {
    setStatus('loading');
    setAttempt((previous) => previous + 1);
  };

  const labels = usePdfViewerLabels(title);

  const onSign = async () => {
    try {
      await sign().unwrap();
    } catch {
      return; // the base query has shown the server's message; the dialog stays
    }
    agreementSigned();
  };

  const onClose = () => {
    if (signing) return;
    agreementDismissed();
    navigate(ROUTES.login, { replace: true });
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
        <Button
          key="sign"
          type="primary"
          onClick={() => void onSign()}
          loading={signing}
          disabled={signing || status !== 'ready'}
          aria-describedby={status === 'ready' ? undefined : reasonId}
        >
          {t('enterprise:agreement.sign')}
        </Button>,
      ]}
    >
      <p className={styles.intro}>{t('enterprise:agreement.intro')}</p>
      <Suspense fallback={<Spin />}>
        <PdfViewer
          key={attempt}
          url={url}
          labels={labels}
          loader={pdfLoader}
          surfaceClassName={styles.surface}
          autoFocus
          onStatusChange={setStatus}
        />
      </Suspense>
      {status === 'error' ? (
        <Alert
          className={styles.notice}
          type="error"
          showIcon
          title={<span id={reasonId}>{t('enterprise:agreement.loadFailed')}</span>}
          action={
            <Button size="small" onClick={retry}>
              {t('common:retry')}
            </Button>
          }
        />
      ) : null}
      {status === 'loading' ? (
        <p id={reasonId} className={styles.hint}>
          {t('enterprise:agreement.signAfterLoad')}
        </p>
      ) : null}
    </Modal>
  );
}
