import { useMemo } from 'react';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdvanceBeneficialOwnersMutation, useGetBeneficialOwnersQuery, useSaveBeneficialOwnersMutation, type BeneficialOwner } from '@/entities/kyc-enterprise';
import { newMediaId, type UploadItem } from '@/entities/media-file';
import {
  emptyOwner,
  missingOwnerFields,
  OwnerEntries,
  toBeneficialOwners,
  toOwnerEntries,
  useStoredEntryFiles,
  type OwnerFormValues,
} from '@/widgets/identity-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type MissingResult, type StepProps } from '@/widgets/wizard-frame';
import { KYC_STEPS } from '../../config/steps';

const OWNER_AREAS = ['front', 'back', 'companyFile'] as const;

/**
 * Step 4, the beneficial owners (001 §2.1, §2.3, §5, §9): at most 4, the first not
 * deletable, each a company or a person; keeps unsaved input as a draft and saves or
 * validates-then-advances.
 */
export function BeneficiaryStep({ enterpriseId, location, readOnly, ref }: StepProps) {
  const { t } = useTranslation('identity');
  const query = useGetBeneficialOwnersQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('step.loading'), error: t('step.loadError') });
  if (placeholder) return placeholder;
  return <BeneficiaryForm ref={formRef} stored={data} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />;
}

function BeneficiaryForm({ stored, enterpriseId, readOnly, ref }: StepProps & { stored: BeneficialOwner[] }) {
  const { t } = useTranslation(['identity', 'validation']);
  const [form] = Form.useForm<OwnerFormValues<UploadItem>>();
  const [saveOwners] = useSaveBeneficialOwnersMutation();
  const [advanceOwners] = useAdvanceBeneficialOwnersMutation();
  // The first beneficial owner is always there (001 §9: it cannot be deleted).
  const initialValues = useMemo<OwnerFormValues>(
    () => ({ owners: stored.length > 0 ? toOwnerEntries(stored, newMediaId) : [emptyOwner(newMediaId)] }),
    [stored],
  );
  const draft = useStepDraft(form, { enterpriseId, step: KYC_STEPS.beneficiary });

  useStepForm(ref, form, {
    draft,
    // Missing front, back or company file: warnings as well as field errors (001 §5, §8).
    warnings: (values) => {
      const missing = missingOwnerFields(values as OwnerFormValues, 'beneficiary', { now: new Date(), filesKnown: true });
      const keys = [...new Set(missing.map((m) => m.message).filter((key) => key === 'idFrontRequired' || key === 'idBackRequired' || key === 'companyFileRequired'))];
      return keys.map((key) => t(key, { ns: 'validation' }));
    },
    save: async (values, advance) =>
      !('error' in (await (advance ? advanceOwners : saveOwners)(toBeneficialOwners((values as OwnerFormValues).owners ?? [], enterpriseId)))),
  });

  return (
    <Form<OwnerFormValues<UploadItem>> form={form} name="kycBeneficiary" layout="vertical" initialValues={initialValues} disabled={readOnly} aria-label={t('step.beneficiaryTitle')}>
      <Typography.Title level={3}>{t('step.beneficiaryTitle')}</Typography.Title>
      <DraftRestoredNote draft={draft} />
      <Typography.Paragraph type="secondary">{t('step.beneficiaryHint')}</Typography.Paragraph>
      <OwnerEntries kind="beneficiary" readOnly={readOnly} />
    </Form>
  );
}

/**
 * What step 4 still lacks, for step 6's list (001 §2.1): the stored owners and their stored
 * files judged by the form's own rules (missingOwnerFields), labelled "Beneficial owner 1: Gender".
 */
export function useBeneficiaryMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation('identity');
  const query = useGetBeneficialOwnersQuery(enterpriseId);
  const entries = useMemo(() => (query.data ? toOwnerEntries(query.data, newMediaId) : null), [query.data]);
  const withFiles = useStoredEntryFiles(entries, OWNER_AREAS);
  const missing = useMemo(() => {
    if (!withFiles.entries || query.isError) return [];
    return missingOwnerFields({ owners: withFiles.entries }, 'beneficiary').map((item) => ({
      step: KYC_STEPS.beneficiary,
      label: item.index < 0 ? t('missing.noBeneficiary') : t('missing.field', { entry: t('entry.beneficiary', { n: item.index + 1 }), field: t(`field.${item.label}`) }),
    }));
  }, [withFiles.entries, query.isError, t]);
  return { missing, isLoading: query.isLoading || withFiles.isLoading };
}
