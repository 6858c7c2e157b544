import { useMemo, useState } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { useGetKycManagerQuery, useSaveKycManagerMutation, type Manager } from '@/entities/kyc-enterprise';
import { newMediaId, recheckUploads } from '@/entities/media-file';
import {
  ManagerFields,
  managerMissing,
  managerUploadWarnings,
  toManagerValues,
  toManagerWire,
  useStoredManagerFiles,
  type ManagerValues,
} from '@/widgets/identity-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type MissingResult, type StepProps } from '@/widgets/wizard-frame';

/** Step 2 of the company KYC wizard. */
export const MANAGER_STEP = 2;

/**
 * Step 2, the authorised person (001 §2.1, §2.2 step 2, §5 "Manager and identity form"):
 * loads the manager, shows the fields and the two ID images (OCR fills the ID number and
 * the name), keeps unsaved input as a draft, and saves or validates-then-advances.
 */
export function ManagerStep({ enterpriseId, location, readOnly, ref }: StepProps) {
  const { t } = useTranslation('kyc');
  const query = useGetKycManagerQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('manager.loading'), error: t('manager.loadError') });
  if (placeholder) return placeholder;
  // Nothing saved yet: a new manager of the enterprise.
  const stored: Manager = data ?? { enterpriseId };
  return <ManagerForm key={String(stored.id ?? 'new')} ref={formRef} stored={stored} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />;
}

function ManagerForm({ stored, enterpriseId, location, readOnly, ref }: StepProps & { stored: Manager }) {
  const { t } = useTranslation(['kyc', 'validation']);
  const [form] = Form.useForm<ManagerValues>();
  const [saveManager] = useSaveKycManagerMutation();
  const countries = useCountryOptions();
  // The ID images' business key: the stored one, or a new one saved with the form (001 §3).
  const [mediaId] = useState(() => stored.mediaId || newMediaId());
  const initialValues = useMemo(() => toManagerValues(stored), [stored]);
  const draft = useStepDraft(form, { enterpriseId, step: MANAGER_STEP });

  useStepForm(ref, form, {
    draft,
    // Missing front or back image: warnings as well as field errors (001 §5, §8).
    warnings: (values) => managerUploadWarnings(values).map((warning) => t(warning)),
    save: async (values, advance) => {
      const manager = toManagerWire(values, { ...stored, enterpriseId: stored.enterpriseId ?? enterpriseId }, { mediaId, placeName: countries.nameOf });
      return !('error' in (await saveManager({ manager, advance })));
    },
  });

  return (
    <Form<ManagerValues>
      form={form}
      name="kycManager"
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

/**
 * What step 2 still lacks, for step 6's list (001 §2.1): the stored manager and its ID
 * images, judged by the form's rules.
 */
export function useManagerMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation(['kyc', 'validation']);
  const query = useGetKycManagerQuery(enterpriseId);
  const pending = query.isLoading || query.isError;
  const storedFiles = useStoredManagerFiles(query.data?.mediaId, pending);
  const missing = useMemo(() => {
    if (pending) return [];
    return managerMissing({ ...toManagerValues(query.data ?? {}), files: storedFiles.files }).map((entry) => ({ step: MANAGER_STEP, label: t(entry.label) }));
  }, [pending, query.data, storedFiles.files, t]);
  return { missing, isLoading: query.isLoading || storedFiles.isLoading };
}
