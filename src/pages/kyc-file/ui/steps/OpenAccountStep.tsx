import { useId, useState, type Ref } from 'react';
import { Alert, Button, Checkbox, Form, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isMainland, useDownloadExportAgreementMutation, useSubmitOpenAccountMutation } from '@/entities/kyc-enterprise';
import { doneCount, MEDIA_CATEGORY, MEDIA_MODEL, MediaUploadField, newMediaId, type UploadItem } from '@/entities/media-file';
import { UPLOAD_RULES } from '@/shared/lib/validation';
import { notify } from '@/shared/ui/notifier';
import { MissingList, useStepForm, type MissingResult, type StepHandle } from '@/widgets/wizard-frame';
import styles from '../KycFilePage.module.css';

export interface OpenAccountStepProps {
  enterpriseId: string;
  location: string | null;
  /** The company's name, which the agreement is made out to (downloadExportAgreement?companyName). */
  companyName: string;
  readOnly: boolean;
  /** What steps 1-3 still lack, listed above the form; the page keeps submit disabled meanwhile. */
  missing: MissingResult;
  titles: readonly string[];
  onGoTo(step: number): void;
  ref?: Ref<StepHandle>;
}

interface OpenAccountValues {
  serviceAgreement?: boolean;
  files?: UploadItem[];
}

/**
 * Step 4, the open-account form (001 §2.2 step 4; 000 "Open-account form", §8): for a
 * mainland enterprise (TERRITORY) the service agreement, downloadable, must be ticked, else
 * 'check service agreement'; one optional file. Submit (the handle's save) sends
 * submitOpenAccount, which moves the enterprise to SUBMIT.
 */
export function OpenAccountStep({ enterpriseId, location, companyName, readOnly, missing, titles, onGoTo, ref }: OpenAccountStepProps) {
  const { t } = useTranslation('kycFile');
  const [form] = Form.useForm<OpenAccountValues>();
  const [submitOpenAccount] = useSubmitOpenAccountMutation();
  const [downloadAgreement, download] = useDownloadExportAgreementMutation();
  // The upload's business key, sent with the submission (001 §3).
  const [mediaId] = useState(newMediaId);
  const mainland = isMainland(location);
  const id = useId();

  useStepForm(ref, form, {
    save: async (values) => {
      const result = await submitOpenAccount({
        enterpriseId,
        serviceAgreement: mainland && values.serviceAgreement ? 'Y' : 'N',
        mediaId: doneCount(values.files) > 0 ? mediaId : null,
      });
      return !('error' in result);
    },
  });

  const onDownload = async () => {
    const result = await downloadAgreement(companyName);
    if ('error' in result) notify.error(t('openAccount.downloadFailure'));
  };

  // Submitted: nothing of the form can be read back, so the step only says it was sent.
  if (readOnly) {
    return (
      <div>
        <Typography.Title level={3}>{t('steps.openAccount')}</Typography.Title>
        <Alert type="success" showIcon title={t('openAccount.submitted')} />
      </div>
    );
  }

  return (
    <Form<OpenAccountValues> form={form} name="kycFileOpenAccount" layout="vertical" aria-label={t('steps.openAccount')}>
      <Typography.Title level={3}>{t('steps.openAccount')}</Typography.Title>
      <MissingList result={missing} titles={titles} onGoTo={onGoTo} />
      {mainland ? (
        <section className={styles.section} aria-labelledby={`${id}-agreement`}>
          <Typography.Title level={4} id={`${id}-agreement`}>
            {t('openAccount.agreementTitle')}
          </Typography.Title>
          <Typography.Paragraph>{t('openAccount.agreementIntro')}</Typography.Paragraph>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void onDownload()} loading={download.isLoading} disabled={!companyName}>
            {t('openAccount.download')}
          </Button>
          <Form.Item
            name="serviceAgreement"
            valuePropName="checked"
            className={styles.agreement}
            rules={[{ validator: (_rule, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(t('openAccount.agreementRequired')))) }]}
          >
            <Checkbox>{t('openAccount.agree')}</Checkbox>
          </Form.Item>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby={`${id}-upload`}>
        <Typography.Title level={4} id={`${id}-upload`}>
          {t('openAccount.uploadTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" id={`${id}-hint`}>
          {t('openAccount.uploadHint')}
        </Typography.Paragraph>
        <Form.Item name="files">
          <MediaUploadField
            area={{ modelCode: MEDIA_MODEL.contract, catgId: MEDIA_CATEGORY.signedContract, busiKey: mediaId }}
            rule={UPLOAD_RULES.openAccount}
            aria-label={t('openAccount.uploadTitle')}
            aria-describedby={`${id}-hint`}
          />
        </Form.Item>
      </section>
    </Form>
  );
}
