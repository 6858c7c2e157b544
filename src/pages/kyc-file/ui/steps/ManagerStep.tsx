import { useImperativeHandle, useMemo, useState } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { useGetKycFileManagerQuery, useSaveKycFileManagerMutation, useStageKycFileManagerMutation, type KycFileManager } from '@/entities/kyc-enterprise';
import { newMediaId, recheckUploads } from '@/entities/media-file';
import { notify } from '@/shared/ui/notifier';
import { ManagerFields, managerUploadWarnings, toManagerValues, toManagerWire, type ManagerValues } from '@/widgets/identity-form';
import { DraftRestoredNote, focusFirstError, useLoadedStep, useStepDraft } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW } from '../../config/steps';
import type { StepProps } from '../../model/step';

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

  useImperativeHandle(ref, () => {
    const wire = () => toManagerWire(form.getFieldsValue(true) as ManagerValues, { ...stored, enterpriseId }, { mediaId, placeName: countries.nameOf });
    return {
      async save() {
        try {
          await form.validateFields();
        } catch {
          // Missing front or back image: warnings as well as field errors (001 §5, §8).
          for (const warning of managerUploadWarnings(form.getFieldsValue(true) as ManagerValues)) notify.warning(t(warning));
          focusFirstError(form);
          return false;
        }
        const result = await saveManager(wire());
        if ('error' in result) return false;
        draft.clear();
        return true;
      },
      async stage() {
        const result = await stageManager({ enterpriseId, manager: wire() });
        if ('error' in result) return false;
        draft.clear();
        return true;
      },
    };
  }, [form, stored, enterpriseId, mediaId, countries.nameOf, saveManager, stageManager, draft, t]);

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
