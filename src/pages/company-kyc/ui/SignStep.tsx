import { useEffect, useId, useState } from 'react';
import { Button, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '@/shared/lib/validation';
import { LoadError } from '@/shared/ui/load-error';
import { UploadField, type UploadItem } from '@/shared/ui/upload';
import { MissingList, type MissingResult } from '@/widgets/wizard-frame';
import { useSignedContract } from '../model/useSignedContract';
import styles from './CommKycFilePage.module.css';

export interface SignStepProps {
  enterpriseId: string;
  readOnly: boolean;
  missing: MissingResult;
  /** A returned application's steps not yet checked again. */
  toCheck: readonly number[];
  titles: readonly string[];
  onGoTo(step: number): void;
  /** Whether a signed copy is stored: submit can be pressed only then (001 §2.1 step 6). */
  onSignedChange(signed: boolean): void;
}

/** A signed copy is stored once an item is done (an item still uploading or failed is not). */
const hasSigned = (items: readonly UploadItem[]) => items.some((item) => item.status === 'done' && item.id);

/**
 * Step 6, e-signature and submit (001 §2.1, §7): download the generated contract, upload
 * the signed copy (the KYC upload rules, 000 §5), and, before submit, what steps 1 to 5
 * still lack with links to them.
 */
export function SignStep({ enterpriseId, readOnly, missing, toCheck, titles, onGoTo, onSignedChange }: SignStepProps) {
  const { t } = useTranslation('kyc');
  const signed = useSignedContract(enterpriseId);
  const [items, setItems] = useState<UploadItem[] | null>(null);
  const uploadId = useId();
  const shown = items ?? signed.stored;

  useEffect(() => {
    onSignedChange(hasSigned(shown ?? []));
  }, [shown, onSignedChange]);

  return (
    <div className={styles.sign}>
      <Typography.Title level={3}>{t('page.steps.sign')}</Typography.Title>
      {/* The signed contract is named with what steps 1-5 lack: "complete" only once Submit can be pressed. */}
      {readOnly ? null : (
        <MissingList result={missing} titles={titles} onGoTo={onGoTo} toCheck={toCheck} onThisStep={shown && !hasSigned(shown) ? [t('sign.missingSigned')] : []} />
      )}
      <section aria-labelledby={`${uploadId}-contract`}>
        <Typography.Title level={4} id={`${uploadId}-contract`}>
          {t('sign.contractTitle')}
        </Typography.Title>
        <Typography.Paragraph>{t('sign.contractIntro')}</Typography.Paragraph>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void signed.download()} loading={signed.downloading}>
          {t('sign.download')}
        </Button>
      </section>
      <section aria-labelledby={`${uploadId}-label`}>
        <Typography.Title level={4} id={`${uploadId}-label`}>
          {t('sign.uploadTitle')}
        </Typography.Title>
        {readOnly ? <Typography.Paragraph id={`${uploadId}-hint`}>{t('sign.uploadedHint')}</Typography.Paragraph> : null}
        {signed.isError ? (
          <LoadError title={t('sign.loadError')} onRetry={signed.retry} />
        ) : shown === undefined ? null : (
          <UploadField
            id={uploadId}
            value={shown}
            onChange={setItems}
            transport={signed.transport}
            rule={UPLOAD_RULES.other}
            disabled={readOnly}
            aria-label={t('sign.uploadTitle')}
            aria-describedby={readOnly ? `${uploadId}-hint` : undefined}
          />
        )}
      </section>
    </div>
  );
}
