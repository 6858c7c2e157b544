import { useMemo, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { useAdvanceKycEnterpriseMutation, useGetKycEnterpriseQuery, useSaveKycEnterpriseMutation, type EnterpriseKyc } from '@/entities/kyc-enterprise';
import { newMediaId } from '@/entities/media-file';
import {
  CompanyStepForm,
  companyUploadWarnings,
  storedCompanyMissing,
  toCompanyValues,
  toEnterpriseWire,
  useStoredCompanyFiles,
  type CompanyValues,
} from '@/widgets/company-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type MissingResult, type StepProps } from '@/widgets/wizard-frame';
import { KYC_STEPS } from '../../config/steps';

/**
 * Step 1, company information (001 §2.1, §2.2 step 1, §5 "Company basics"): loads the
 * enterprise's KYC record, shows its fields and uploads, keeps unsaved input as a draft, and
 * on save or next sends the record (next validates first and focuses the first invalid field).
 */
export function CompanyStep({ enterpriseId, location, readOnly, ref }: StepProps) {
  const { t } = useTranslation('kyc');
  const query = useGetKycEnterpriseQuery(enterpriseId);
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('company.loading'), error: t('company.loadError') });
  if (placeholder) return placeholder;
  // Nothing saved yet: a new record for the enterprise.
  const stored: EnterpriseKyc = data ?? { id: enterpriseId };
  return <CompanyForm key={String(stored.id ?? enterpriseId)} ref={formRef} stored={stored} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />;
}

function CompanyForm({ stored, enterpriseId, location, readOnly, ref }: StepProps & { stored: EnterpriseKyc }) {
  const { t } = useTranslation(['kyc', 'validation']);
  const [form] = Form.useForm<CompanyValues>();
  const [saveEnterprise] = useSaveKycEnterpriseMutation();
  const [advanceEnterprise] = useAdvanceKycEnterpriseMutation();
  const countries = useCountryOptions();
  // The uploads' business key: the stored one, or a new one saved with the form (001 §3).
  const [mediaId] = useState(() => stored.mediaId || newMediaId());
  const initialValues = useMemo(() => toCompanyValues(stored, location), [stored, location]);
  const draft = useStepDraft(form, { enterpriseId, step: KYC_STEPS.company });

  useStepForm(ref, form, {
    draft,
    // HKG annual report and business file: warnings as well as field errors (001 §5, §8).
    warnings: (values) => companyUploadWarnings(values, location).map((warning) => t(warning)),
    save: async (values, advance) => {
      const enterprise = toEnterpriseWire(values, stored, { location, mediaId, countryName: countries.nameOf });
      return !('error' in (await (advance ? advanceEnterprise : saveEnterprise)(enterprise)));
    },
  });

  return (
    <CompanyStepForm
      form={form}
      name="kycCompany"
      initialValues={initialValues}
      readOnly={readOnly}
      location={location}
      mediaId={mediaId}
      note={<DraftRestoredNote draft={draft} />}
    />
  );
}

/**
 * What step 1 still lacks, for step 6's list (001 §2.1): the stored record and the stored
 * files of its upload areas, judged by the same rules as the form.
 */
export function useCompanyMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation(['kyc', 'validation']);
  const query = useGetKycEnterpriseQuery(enterpriseId);
  const pending = query.isLoading || query.isError;
  const storedFiles = useStoredCompanyFiles(query.data?.mediaId, pending);
  const missing = useMemo(() => {
    if (pending) return [];
    const record: EnterpriseKyc = query.data ?? { id: enterpriseId };
    return storedCompanyMissing(record, storedFiles.files).map((item) => ({ step: KYC_STEPS.company, label: t(item.label) }));
  }, [pending, query.data, enterpriseId, storedFiles.files, t]);
  return { missing, isLoading: query.isLoading || storedFiles.isLoading };
}
