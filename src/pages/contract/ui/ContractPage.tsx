import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Form, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetCfcaContractQuery, useGetPlatformServiceContractQuery, useSignContractMutation, useSignDigipoContractMutation } from '@/entities/contract';
import { $chosenEnterprise } from '@/entities/session';
import { doneCount, MEDIA_CATEGORY, MEDIA_MODEL, MediaUploadField, type UploadItem } from '@/entities/media-file';
import { UPLOAD_RULES } from '@/shared/lib/validation';
import { LoadError } from '@/shared/ui/load-error';
import { notify } from '@/shared/ui/notifier';
import type { PdfLoader } from '@/shared/ui/pdf-viewer';
import { usePdfViewerLabels } from '@/shared/ui/pdf-viewer-labels';
import { AccountMenu } from '@/widgets/account-menu';
import { useStepDraft, WizardHeader } from '@/widgets/wizard-frame';
import { useSchedule } from '../model/useSchedule';
import styles from './ContractPage.module.css';

const PdfViewer = lazy(() =>
  import(/* webpackChunkName: "pdf-viewer" */ '@/shared/ui/pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

/** Where a signed contract leads (000 §4 "DIGIPO contract screen"). */
const AFTER_SIGNING = '/child-digipoPortal/home';

/** The screen's draft (the wizard frame's useStepDraft), per contract: flow `contract:<mediaId>`. */
const CONTRACT_FLOW = 'contract';

/** What the user gives besides the signed copy (a kj-media file the server keeps). */
interface ContractValues {
  caConfirmed?: boolean;
}

/**
 * /contract (000 §2 "Contract screen", §4, §7 "Contracts", §8): the DIGIPO service contract
 * or the platform service contract of the chosen enterprise, named by query mediaId (its
 * service schedule, a kj-media file) and contractTypeDz (its type). The schedule in the
 * paged viewer with a download; the signed copy's upload; the CA-certified contract's box
 * when one applies. Submit stays disabled until a signed copy is uploaded and, where shown,
 * the box is ticked; it signs (signContract by id for the platform contract, else
 * signDigipoContract with the type) and goes to the DIGIPO home. A ticked box not yet
 * submitted is kept as the wizards keep their input (a draft: after a reload, or the session
 * ending and a sign-in again); the signed copy is on the server already.
 */
export function ContractPage({ pdfLoader }: { pdfLoader?: PdfLoader }) {
  const { t } = useTranslation('contract');
  const [query] = useSearchParams();
  const mediaId = query.get('mediaId')?.trim() ?? '';
  const contractType = query.get('contractTypeDz')?.trim() ?? '';
  return (
    <main className={styles.page}>
      <WizardHeader title={t('title')} tools={<AccountMenu />} />
      {mediaId && contractType ? <ContractForm mediaId={mediaId} contractType={contractType} pdfLoader={pdfLoader} /> : <Alert type="info" showIcon title={t('noContract')} />}
    </main>
  );
}

function ContractForm({ mediaId, contractType, pdfLoader }: { mediaId: string; contractType: string; pdfLoader?: PdfLoader }) {
  const { t } = useTranslation(['contract', 'enterprise', 'kyc']);
  const navigate = useNavigate();
  const schedule = useSchedule(mediaId);
  const platform = useGetPlatformServiceContractQuery();
  const cfca = useGetCfcaContractQuery();
  const [signDigipo] = useSignDigipoContractMutation();
  const [signPlatform] = useSignContractMutation();
  const [files, setFiles] = useState<UploadItem[] | undefined>(undefined);
  const [form] = Form.useForm<ContractValues>();
  const enterprise = useUnit($chosenEnterprise);
  const draft = useStepDraft(form, { enterpriseId: enterprise?.enterpriseId ?? '', step: 1, flow: `${CONTRACT_FLOW}:${mediaId}` });
  const caConfirmed = Form.useWatch('caConfirmed', { form, preserve: true }) === true;
  const [signing, setSigning] = useState(false);
  const id = useId();

  const caApplies = Boolean(cfca.data);
  const uploaded = doneCount(files) > 0;
  const ready = uploaded && (!caApplies || caConfirmed);
  const platformContract = platform.data && platform.data.contractType === contractType ? platform.data : null;
  const title = t('scheduleTitle');
  const labels = usePdfViewerLabels(title);

  const onSubmit = async () => {
    // 000 §8: a missing upload or an unticked CA box: "please check".
    if (!ready) {
      notify.error(t('pleaseCheck'));
      return;
    }
    setSigning(true);
    try {
      const result = platformContract?.id ? await signPlatform(String(platformContract.id)) : await signDigipo({ contractType });
      // A refusal has shown the server's message as an error toast (000 §8).
      if ('error' in result) return;
      draft.clear();
      notify.success(t('signed'));
      navigate(AFTER_SIGNING, { replace: true });
    } finally {
      setSigning(false);
    }
  };

  return (
    <>
      <section aria-labelledby={`${id}-schedule`} className={styles.section}>
        <Typography.Title level={2} id={`${id}-schedule`} className={styles.heading}>
          {title}
        </Typography.Title>
        <Typography.Paragraph>{t('scheduleIntro')}</Typography.Paragraph>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => schedule.download(`${title}.pdf`)} disabled={!schedule.url}>
          {t('download')}
        </Button>
        <div className={styles.viewer}>
          {schedule.failed ? (
            <LoadError title={t('scheduleError')} onRetry={schedule.retry} />
          ) : schedule.url ? (
            <Suspense fallback={<Spin aria-label={t('enterprise:pdf.loading')} />}>
              <PdfViewer url={schedule.url} labels={labels} loader={pdfLoader} surfaceClassName={styles.surface} />
            </Suspense>
          ) : (
            <Spin aria-label={t('enterprise:pdf.loading')} />
          )}
        </div>
      </section>
      <section aria-labelledby={`${id}-upload`} className={styles.section}>
        <Typography.Title level={2} id={`${id}-upload`} className={styles.heading}>
          {t('uploadTitle')}
        </Typography.Title>
        <MediaUploadField
          area={{ modelCode: MEDIA_MODEL.contract, catgId: MEDIA_CATEGORY.signedContract, busiKey: mediaId }}
          rule={UPLOAD_RULES.other}
          value={files}
          onChange={setFiles}
          aria-label={t('uploadTitle')}
        />
        <Form form={form} component={false}>
          {caApplies ? (
            <Form.Item name="caConfirmed" valuePropName="checked" noStyle>
              <Checkbox className={styles.ca}>{t('caConfirm')}</Checkbox>
            </Form.Item>
          ) : null}
        </Form>
      </section>
      <div className={styles.actions}>
        <Divider className={styles.divider} />
        {ready ? null : (
          <Typography.Text type="secondary" id={`${id}-submit-hint`}>
            {/* The one thing still in the way: the signed copy first, then the CA box where shown. */}
            {uploaded ? t('submitReasonCa') : t('kyc:wizard.submitReasonSigned')}
          </Typography.Text>
        )}
        <Button type="primary" onClick={() => void onSubmit()} loading={signing} disabled={!ready || signing} aria-describedby={ready ? undefined : `${id}-submit-hint`}>
          {t('kyc:wizard.submit')}
        </Button>
      </div>
    </>
  );
}
