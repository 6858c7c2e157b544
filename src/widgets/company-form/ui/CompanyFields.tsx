import { Checkbox, Col, DatePicker, Form, Input, Radio, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { isMainland } from '@/entities/kyc-enterprise';
import { MEDIA_MODEL, MediaUploadField, type OcrFields, type UploadItem } from '@/entities/media-file';
import { registrationCodeMaxLength, sanitiseUscc } from '@/shared/lib/validation';
import { FieldRow, fieldRowGrow } from '@/shared/ui/field-row';
import { OcrChoice, OcrFilledNote, useOcrFill } from '@/shared/ui/ocr-fill';
import { COMPANY_MAX_LENGTH, COMPANY_REQUIRED, COMPANY_TYPES, HONG_KONG } from '../config/limits';
import { applyCompanyChange } from '../lib/applyCompanyChange';
import { companyFieldError, companyUploadError, companyUploadSlots, registeredCountry, showsCompanyType } from '../lib/rules';
import type { CompanyField, CompanyUploadSlot, CompanyValues } from '../model/types';
import styles from './CompanyForm.module.css';

export interface CompanyFieldsProps {
  /** The enterprise's location: a mainland (TERRITORY) one is registered in China, its country locked. */
  location: string | null;
  readOnly: boolean;
  /** The business key the uploads are stored under (001 §3): the record's own, or a new one saved with it. */
  mediaId: string;
}

/** The fields the business licence's OCR fills. */
type LicenceField = 'registeredDetail' | 'companyIdentCode';
const LICENCE_FIELDS: readonly LicenceField[] = ['registeredDetail', 'companyIdentCode'];

/** A date field kept as 'YYYY-MM-DD' in the form (and in the saved draft). */
const dateValueProps = (value: unknown) => ({ value: typeof value === 'string' && value !== '' ? dayjs(value) : null });
const dateNormalize = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/**
 * The company information of an onboarding flow (001 §2.2 step 1, §5 "Company basics"),
 * rendered inside the step's antd Form of CompanyValues: registered and operating country
 * and address (same as registered copies and locks), names, registration code, dates
 * (long-term fixes the end date), issuing place, company type for China, and the
 * registered country's upload areas; the business licence comes first, before the address
 * and the credit code its OCR fills where they are empty. Inside CompanyStepForm, or a Form that calls applyCompanyChange from onValuesChange; loading and
 * saving the record stay with the page (toCompanyValues, toEnterpriseWire).
 */
export function CompanyFields({ location, readOnly, mediaId }: CompanyFieldsProps) {
  const { t } = useTranslation(['kyc', 'validation']);
  const form = Form.useFormInstance<CompanyValues>();
  const countries = useCountryOptions();
  const mainland = isMainland(location);

  // Before the first watch the form's store already holds its initial values.
  const values = (Form.useWatch([], { form, preserve: true }) ?? form.getFieldsValue(true)) as CompanyValues;
  const sameAsRegistered = Boolean(values.sameAsRegistered);
  const perennial = Boolean(values.perennial);
  const country = registeredCountry(values, location);
  const slots = companyUploadSlots(values, location);

  // OCR of the business licence fills the registered address and the credit code (001 §2.2).
  // Only empty fields are filled; a field holding another value asks the user.
  const ocr = useOcrFill<LicenceField>({
    current: () => form.getFieldsValue([...LICENCE_FIELDS]) as Partial<Record<LicenceField, unknown>>,
    write: (patch) => {
      form.setFieldsValue(patch);
      applyCompanyChange(form, patch, location);
      void form.validateFields(Object.keys(patch) as CompanyField[]).catch(() => undefined);
    },
  });
  const fillFromOcr = (fields: OcrFields) => ocr.receive({ registeredDetail: fields.address, companyIdentCode: fields.creditCode });
  const ocrChoice = (field: LicenceField) =>
    ocr.conflict(field) ? (
      <OcrChoice name={field} label={label(field)} conflict={ocr.conflict(field)} onKeep={() => ocr.keep(field)} onUse={() => ocr.use(field)} />
    ) : undefined;

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
  // Under an area: how many articles may go there; that the equity chart is recent (001 §9).
  const slotHint = (slot: CompanyUploadSlot) => {
    if (slot.key === 'articles') return t('company.articlesHint');
    if (slot.key === 'equity') return t('company.equityHint');
    return undefined;
  };
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

  const uploadSlot = (slot: CompanyUploadSlot) => (
    <Col xs={24} md={12} key={slot.key}>
      <Form.Item
        name={['files', slot.key]}
        label={slotLabel(slot)}
        required={Boolean(slot.required)}
        rules={[uploadRule(slot)]}
        validateTrigger={false}
        extra={slotHint(slot)}
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
  );
  // The document whose OCR fills fields (the business licence) comes before the fields it fills.
  const ocrSlots = slots.filter((slot) => slot.ocr);
  const otherSlots = slots.filter((slot) => !slot.ocr);

  return (
    <>
      {ocrSlots.length > 0 && (
        <>
          <Row gutter={24}>{ocrSlots.map(uploadSlot)}</Row>
          <OcrFilledNote labels={ocr.filled.map(label)} />
        </>
      )}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="registeredAreaCode" label={label('registeredAreaCode')} required={isRequired('registeredAreaCode')} rules={[fieldRule('registeredAreaCode')]}>
            {countrySelect(mainland)}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="registeredDetail" label={label('registeredDetail')} required rules={[fieldRule('registeredDetail')]} extra={ocrChoice('registeredDetail')}>
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
            extra={ocrChoice('companyIdentCode')}
            // A mainland code is the 18-letter-and-digit credit code: separators pasted with it
            // (91440300-MA5F8DEM41) are taken out before its limit applies, not cut at it.
            normalize={country === 'CHN' ? sanitiseUscc : undefined}
          >
            <Input maxLength={country === 'CHN' ? undefined : registrationCodeMaxLength(country)} />
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
            <FieldRow>
              <Form.Item
                name="companyIdentExpirationTime"
                className={fieldRowGrow}
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
            </FieldRow>
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
      {otherSlots.length > 0 && (
        <>
          <Typography.Title level={4}>{t('company.uploadsTitle')}</Typography.Title>
          <Row gutter={24}>{otherSlots.map(uploadSlot)}</Row>
        </>
      )}
    </>
  );
}
