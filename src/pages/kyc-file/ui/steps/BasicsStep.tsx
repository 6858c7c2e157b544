import { useMemo, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { useGetKycFileEnterpriseQuery, useSaveKycFileEnterpriseMutation, type KycFileEnterprise } from '@/entities/kyc-enterprise';
import { newMediaId } from '@/entities/media-file';
import { CompanyStepForm, companyUploadWarnings, toCompanyValues, toEnterpriseWire, type CompanyValues } from '@/widgets/company-form';
import { DraftRestoredNote, useLoadedStep, useStepDraft, useStepForm, type StepProps } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW } from '../../config/steps';
import { dataStepNumber } from '../../lib/wizardSteps';

export interface BasicsStepProps extends StepProps {
  /** Step 1's save answers the enterprise's location (001 §2.2, §7 saveEnterprise). */
  onLocationSaved(location: string | null): void;
}

/**
 * Step 1, basics info (001 §2.2 step 1, §5 "Company basics"): the company-information form
 * of the company KYC wizard (widgets/company-form) over getEnterprise; next validates,
 * saves (saveEnterprise) and hands the answered location to the page.
 */
export function BasicsStep({ enterpriseId, ref, ...props }: BasicsStepProps) {
  const { t } = useTranslation('kyc');
  const query = useGetKycFileEnterpriseQuery({ enterpriseId });
  const { placeholder, data, formRef } = useLoadedStep(query, ref, { loading: t('company.loading'), error: t('company.loadError') });
  if (placeholder) return placeholder;
  const stored: KycFileEnterprise = data ?? { id: enterpriseId };
  return <BasicsForm key={String(stored.id ?? enterpriseId)} ref={formRef} stored={stored} enterpriseId={enterpriseId} {...props} />;
}

function BasicsForm({ stored, enterpriseId, location, readOnly, onLocationSaved, ref }: BasicsStepProps & { stored: KycFileEnterprise }) {
  const { t } = useTranslation(['kyc', 'validation']);
  const [form] = Form.useForm<CompanyValues>();
  const [saveEnterprise] = useSaveKycFileEnterpriseMutation();
  const countries = useCountryOptions();
  // The uploads' business key: the stored one, or a new one saved with the form (001 §3).
  const [mediaId] = useState(() => stored.mediaId || newMediaId());
  const initialValues = useMemo(() => toCompanyValues(stored, location), [stored, location]);
  const draft = useStepDraft(form, { enterpriseId, step: dataStepNumber('basics'), flow: KYC_FILE_FLOW });

  useStepForm(ref, form, {
    draft,
    // HKG annual report and business file: warnings as well as field errors (001 §5, §8).
    warnings: (values) => companyUploadWarnings(values, location).map((warning) => t(warning)),
    save: async (values) => {
      const enterprise = toEnterpriseWire(values, { ...stored, id: stored.id ?? enterpriseId }, { location, mediaId, countryName: countries.nameOf });
      const result = await saveEnterprise(enterprise);
      if ('error' in result) return false;
      onLocationSaved(result.data);
      return true;
    },
  });

  return (
    <CompanyStepForm
      form={form}
      name="kycFileBasics"
      initialValues={initialValues}
      readOnly={readOnly}
      location={location}
      mediaId={mediaId}
      note={<DraftRestoredNote draft={draft} />}
    />
  );
}
