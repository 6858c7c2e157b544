import { useMemo, useState } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { useGetKycFileManagerQuery, useSaveKycFileManagerMutation, useStageKycFileManagerMutation, type KycFileManager } from '@/entities/kyc-enterprise';
import { newMediaId, recheckUploads } from '@/entities/media-file';
import { ManagerFields, managerUploadWarnings, toManagerValues, toManagerWire, type ManagerValues } from '@/widgets/identity-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type StepProps } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW } from '../../config/steps';

export const MANAGER_STEP = 2;

/**
 * Step 2, the manager's identity (001 §2.2 step 2, §5): the company KYC wizard's manager
 * form (widgets/identity-form) over getManager. Next validates and saves (saveManager);
 * back keeps what was typed on the server first (stagedManager), unchecked.
 */
export function ManagerStep({ enterpriseId, ref, ...props }: StepProps) {
  const { t } = useTranslation('kyc');
  const query = useGetKycFileManagerQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('manager.loading'), error: t('manager.loadError') });
  if (placeholder) return placeholder;
  const stored: KycFileManager = data ?? { enterpriseId };
  return <ManagerForm key={String(stored.id ?? 'new')} ref={formRef} stored={stored} enterpriseId={enterpriseId} {...props} />;
}

function ManagerForm({ stored, enterpriseId, location, readOnly, ref }: StepProps & { stored: KycFileManager }) {
  const { t } = useTranslation(['kyc', 'validation']);
  const [form] = Form.useForm<ManagerValues>();
  const [saveManager] = useSaveKycFileManagerMutation();
  const [stageManager] = useStageKycFileManagerMutation();
  const countries = useCountryOptions();
  // The ID images' business key: the stored one, or a new one saved with the form (001 §3).
  const [mediaId] = useState(() => stored.mediaId || newMediaId());
  const initialValues = useMemo(() => toManagerValues(stored), [stored]);
  const draft = useStepDraft(form, { enterpriseId, step: MANAGER_STEP, flow: KYC_FILE_FLOW });

  const wire = (values: ManagerValues) => toManagerWire(values, { ...stored, enterpriseId }, { mediaId, placeName: countries.nameOf });
  useStepForm(ref, form, {
    draft,
    // Missing front or back image: warnings as well as field errors (001 §5, §8).
    warnings: (values) => managerUploadWarnings(values).map((warning) => t(warning)),
    save: async (values) => !('error' in (await saveManager(wire(values)))),
    stage: async (values) => !('error' in (await stageManager({ enterpriseId, manager: wire(values) }))),
  });

  return (
    <Form<ManagerValues>
      form={form}
      name="kycFileManager"
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onValuesChange={(changed: ManagerValues) => recheckUploads(form, changed.files)}
      aria-label={t('kyc:manager.title')}
    >
      <Typography.Title level={3}>{t('kyc:manager.title')}</Typography.Title>
      <DraftRestoredNote draft={draft} />
      <ManagerFields location={location} readOnly={readOnly} mediaId={mediaId} />
    </Form>
  );
}
