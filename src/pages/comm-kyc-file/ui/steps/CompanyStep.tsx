import { useImperativeHandle, useMemo, useState } from 'react';
import { Checkbox, Col, DatePicker, Form, Input, Radio, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isMainland, useGetKycEnterpriseQuery, useSaveKycEnterpriseMutation, type EnterpriseKyc } from '@/entities/kyc-enterprise';
import { MEDIA_MODEL, MediaUploadField, newMediaId, type OcrFields, type UploadItem } from '@/entities/media-file';
import { registrationCodeMaxLength } from '@/shared/lib/validation';
import { notify } from '@/shared/ui/notifier';
import { DraftRestoredNote, focusFirstError, useLoadedStep, useStepDraft } from '@/widgets/wizard-frame';
import {
  COMPANY_CATEGORY,
  COMPANY_MAX_LENGTH,
  COMPANY_REQUIRED,
  COMPANY_TYPES,
  companyChangePatch,
  companyFieldError,
  companyMissing,
  companyUploadError,
  companyUploadSlots,
  HONG_KONG,
  registeredCountry,
  showsCompanyType,
  toCompanyValues,
  toEnterpriseWire,
  type CompanyField,
  type CompanyUploadSlot,
  type CompanyValues,
} from '../../lib/companyRules';
import { useCountryOptions } from '../../lib/companyCountries';
import { knownFiles, recheckUploads, useAreaFiles } from '../../lib/companyFiles';
import type { MissingResult, StepProps } from '../../model/step';
import styles from './CompanyStep.module.css';

/** Step 1 of the company KYC wizard. */
export const COMPANY_STEP = 1;

/** A date field kept as 'YYYY-MM-DD' in the form (and in the saved draft). */
const dateValueProps = (value: unknown) => ({ value: typeof value === 'string' && value !== '' ? dayjs(value) : null });
const dateNormalize = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

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
  const countries = useCountryOptions();
  // The uploads' business key: the stored one, or a new one saved with the form (001 §3).
  const [mediaId] = useState(() => stored.mediaId || newMediaId());
  const initialValues = useMemo(() => toCompanyValues(stored, location), [stored, location]);
  const draft = useStepDraft(form, { enterpriseId, step: COMPANY_STEP });
  const mainland = isMainland(location);

  const values = (Form.useWatch([], { form, preserve: true }) ?? initialValues) as CompanyValues;
  const sameAsRegistered = Boolean(values.sameAsRegistered);
  const perennial = Boolean(values.perennial);
  const country = registeredCountry(values, location);
  const slots = companyUploadSlots(values, location);

  const applyChange = (changed: CompanyValues) => {
    const patch = companyChangePatch(changed, form.getFieldsValue(true) as CompanyValues, location);
    if (Object.keys(patch).length > 0) form.setFieldsValue(patch);
    recheckUploads(form, changed.files);
  };

  // OCR of the business licence fills the registered address and the credit code (001 §2.2).
  const fillFromOcr = (fields: OcrFields) => {
    const patch: CompanyValues = {};
    if (fields.address) patch.registeredDetail = fields.address;
    if (fields.creditCode) patch.companyIdentCode = fields.creditCode;
    if (Object.keys(patch).length === 0) return;
    form.setFieldsValue(patch);
    applyChange(patch);
    void form.validateFields(Object.keys(patch) as CompanyField[]).catch(() => undefined);
  };

  useImperativeHandle(
    ref,
    () => ({
      async save(advance: boolean) {
        const current = form.getFieldsValue(true) as CompanyValues;
        if (advance) {
          try {
            await form.validateFields();
          } catch {
            // HKG annual report and business file: warnings as well as field errors (001 §5, §8).
            for (const slot of companyUploadSlots(current, location)) {
              const error = slot.required === 'warning' ? companyUploadError(slot, current.files?.[slot.key]) : null;
              if (error) notify.warning(t(error));
            }
            focusFirstError(form);
            return false;
          }
        }
        const enterprise = toEnterpriseWire(current, stored, { location, mediaId, countryName: countries.nameOf });
        const result = await saveEnterprise({ enterprise, advance });
        if ('error' in result) return false;
        draft.clear();
        return true;
      },
    }),
    [form, location, stored, mediaId, countries.nameOf, saveEnterprise, draft, t],
  );

  const fieldRule = (field: CompanyField) => ({
    validator: () => {
      const error = companyFieldError(field, form.getFieldsValue(true) as CompanyValues, location);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  });
  const uploadRule = (slot: CompanyUploadSlot) => ({
    validator: (_rule: unknown, files: readonly UploadItem[] | undefined) => {
      const error = companyUploadError(slot, files);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  });
  const isRequired = (field: CompanyField) => (COMPANY_REQUIRED as readonly string[]).includes(field) && !(field === 'registeredAreaCode' && mainland);
  const label = (field: CompanyField) => t(`company.fields.${field}`);
  // Hong Kong names its registration documents together (001 §2.2 step 1).
  const slotLabel = (slot: CompanyUploadSlot) =>
    country === HONG_KONG && slot.key === 'registration' ? t('company.uploadsHkg.registration') : t(`company.uploads.${slot.key}`);
  const countrySelect = (disabled: boolean) => (
    <Select
      options={countries.options}
      loading={countries.isLoading}
      // An explicit value overrides the form's own read-only state, so it is folded in.
      disabled={readOnly || disabled}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('company.placeholder.country')}
      allowClear
    />
  );

  return (
    <Form<CompanyValues>
      form={form}
      name="kycCompany"
      layout="vertical"
      initialValues={initialValues}
      disabled={readOnly}
      onValuesChange={(changed) => applyChange(changed as CompanyValues)}
      scrollToFirstError={false}
      aria-label={t('company.title')}
    >
      <Typography.Title level={3}>{t('company.title')}</Typography.Title>
      <DraftRestoredNote draft={draft} />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="registeredAreaCode" label={label('registeredAreaCode')} required={isRequired('registeredAreaCode')} rules={[fieldRule('registeredAreaCode')]}>
            {countrySelect(mainland)}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="registeredDetail" label={label('registeredDetail')} required rules={[fieldRule('registeredDetail')]}>
            <Input maxLength={COMPANY_MAX_LENGTH.registeredDetail} autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="sameAsRegistered" valuePropName="checked">
            <Checkbox>{t('company.fields.sameAsRegistered')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="manageCountryCode" label={label('manageCountryCode')} required rules={[fieldRule('manageCountryCode')]}>
            {countrySelect(sameAsRegistered)}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="manageDetail" label={label('manageDetail')} required rules={[fieldRule('manageDetail')]}>
            <Input maxLength={COMPANY_MAX_LENGTH.manageDetail} disabled={readOnly || sameAsRegistered} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="companyNameCn" label={label('companyNameCn')} required rules={[fieldRule('companyNameCn')]}>
            <Input maxLength={COMPANY_MAX_LENGTH.companyNameCn} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label={label('companyName')} required rules={[fieldRule('companyName')]}>
            <Input maxLength={COMPANY_MAX_LENGTH.companyName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="companyIdentCode"
            label={label('companyIdentCode')}
            required
            dependencies={['registeredAreaCode']}
            rules={[fieldRule('companyIdentCode')]}
          >
            <Input maxLength={registrationCodeMaxLength(country)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="certIssueCode" label={label('certIssueCode')} required rules={[fieldRule('certIssueCode')]}>
            {countrySelect(false)}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="companyIdentStartTime"
            label={label('companyIdentStartTime')}
            required
            rules={[fieldRule('companyIdentStartTime')]}
            getValueProps={dateValueProps}
            normalize={dateNormalize}
          >
            <DatePicker className={styles.full} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={label('companyIdentExpirationTime')} required className={styles.compound}>
            <div className={styles.inline}>
              <Form.Item
                name="companyIdentExpirationTime"
                className={styles.grow}
                dependencies={['companyIdentStartTime', 'perennial']}
                rules={[fieldRule('companyIdentExpirationTime')]}
                getValueProps={dateValueProps}
                normalize={dateNormalize}
              >
                <DatePicker className={styles.full} disabled={readOnly || perennial} aria-label={label('companyIdentExpirationTime')} />
              </Form.Item>
              <Form.Item name="perennial" valuePropName="checked">
                <Checkbox>{t('company.fields.perennial')}</Checkbox>
              </Form.Item>
            </div>
          </Form.Item>
        </Col>
        {showsCompanyType(values, location) && (
          <Col xs={24} md={12}>
            <Form.Item name="companyType" label={label('companyType')}>
              <Radio.Group aria-label={label('companyType')} options={COMPANY_TYPES.map((type) => ({ value: type, label: t(`company.companyType.${type}`) }))} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Typography.Title level={4}>{t('company.uploadsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('company.uploadHint')}</Typography.Paragraph>
      <Row gutter={24}>
        {slots.map((slot) => (
          <Col xs={24} md={12} key={slot.key}>
            <Form.Item
              name={['files', slot.key]}
              label={slotLabel(slot)}
              required={Boolean(slot.required)}
              rules={[uploadRule(slot)]}
              validateTrigger={false}
              extra={slot.key === 'articles' ? t('company.articlesHint', { max: slot.rule.maxCount }) : undefined}
            >
              <MediaUploadField
                area={{ modelCode: MEDIA_MODEL.enterprise, catgId: slot.catgId, busiKey: mediaId }}
                rule={slot.rule}
                onOcr={slot.ocr ? fillFromOcr : undefined}
                disabled={readOnly}
                aria-label={slotLabel(slot)}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
}

/**
 * What step 1 still lacks, for step 6's list (001 §2.1): the stored record and the stored
 * files of its upload areas, judged by the same rules as the form.
 */
export function useCompanyMissing(enterpriseId: string): MissingResult {
  const { t } = useTranslation(['kyc', 'validation']);
  const query = useGetKycEnterpriseQuery(enterpriseId);
  const busiKey = query.data?.mediaId;
  const model = MEDIA_MODEL.enterprise;
  const pending = query.isLoading || query.isError;
  const areas = {
    businessLicence: useAreaFiles(busiKey, model, COMPANY_CATEGORY.businessLicence, pending),
    registration: useAreaFiles(busiKey, model, COMPANY_CATEGORY.registration, pending),
    business: useAreaFiles(busiKey, model, COMPANY_CATEGORY.business, pending),
    equity: useAreaFiles(busiKey, model, COMPANY_CATEGORY.equity, pending),
    annualReport: useAreaFiles(busiKey, model, COMPANY_CATEGORY.annualReport, pending),
    articles: useAreaFiles(busiKey, model, COMPANY_CATEGORY.articles, pending),
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the areas object is new on every render; its entries are stable
  const files = useMemo(() => knownFiles(areas), [areas.businessLicence, areas.registration, areas.business, areas.equity, areas.annualReport, areas.articles]);
  const missing = useMemo(() => {
    if (pending) return [];
    const stored: EnterpriseKyc = query.data ?? { id: enterpriseId };
    const location = stored.location ?? null;
    return companyMissing({ ...toCompanyValues(stored, location), files }, location).map((item) => ({ step: COMPANY_STEP, label: t(item.label) }));
  }, [pending, query.data, enterpriseId, files, t]);
  return { missing, isLoading: query.isLoading || Object.values(areas).some((area) => area.isLoading) };
}
