import type { ReactNode } from 'react';
import { Form, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyCompanyChange } from '../lib/applyCompanyChange';
import type { CompanyValues } from '../model/types';
import { CompanyFields } from './CompanyFields';

export interface CompanyStepFormProps {
  form: FormInstance<CompanyValues>;
  /** The form's name (antd prefixes its fields' ids with it). */
  name: string;
  initialValues: CompanyValues;
  readOnly: boolean;
  location: string | null;
  mediaId: string;
  /** Shown under the title: the wizard's note that unsaved input was restored. */
  note?: ReactNode;
}

/**
 * The company-information step of both onboarding wizards (the company KYC wizard's step 1,
 * the KYC file wizard's basics): the titled form around CompanyFields, which keeps the
 * dependent fields in step (applyCompanyChange). Loading, the draft and saving stay with
 * each wizard's step.
 */
export function CompanyStepForm({ form, name, initialValues, readOnly, location, mediaId, note }: CompanyStepFormProps) {
  const { t } = useTranslation('kyc');
  return (
    <Form<CompanyValues>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onValuesChange={(changed) => applyCompanyChange(form, changed as CompanyValues, location)}
      scrollToFirstError={false}
      aria-label={t('company.title')}
    >
      <Typography.Title level={3}>{t('company.title')}</Typography.Title>
      {note}
      <CompanyFields location={location} readOnly={readOnly} mediaId={mediaId} />
    </Form>
  );
}
