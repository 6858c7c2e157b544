import { useMemo } from 'react';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { MEDIA_MODEL, MediaUploadField, type OcrFields, type UploadItem } from '@/entities/media-file';
import { sanitisePhone } from '@/shared/lib/validation';
import { FieldRow, fieldRowGrow } from '@/shared/ui/field-row';
import { OcrChoice, OcrFilledNote, useOcrFill } from '@/shared/ui/ocr-fill';
import { ReadOnlyValue } from '@/shared/ui/read-only-value';
import { MANAGER_CATEGORY, MANAGER_MAX_LENGTH, MANAGER_UPLOAD_RULE } from '../config/managerLimits';
import { ID_READING_FIELDS, idReading, type IdReadingField } from '../lib/idReading';
import { personKindOf } from '../lib/mapping';
import { MANAGER_REQUIRED, managerFieldError, managerUploadError } from '../lib/managerRules';
import { exclusivePositions } from '../lib/rules';
import type { ManagerField, ManagerUploadKey, ManagerValues } from '../model/managerTypes';
import { useIdentityOptions } from './useIdentityOptions';
import styles from './ManagerFields.module.css';

export interface ManagerFieldsProps {
  /** The enterprise's location: it decides which positions are offered (001 §2.2 step 2). */
  location: string | null;
  readOnly: boolean;
  /** The business key the ID images are stored under (001 §3): the record's own, or a new one saved with it. */
  mediaId: string;
}

const UPLOAD_KEYS = Object.keys(MANAGER_CATEGORY) as ManagerUploadKey[];

/**
 * The manager (authorised person) of an onboarding flow (001 §2.2 step 2, §5 "Manager and
 * identity form"), rendered inside the step's antd Form of ManagerValues: positions (NONE
 * exclusive, the location's excluded one left out), issuing place, ID type, the front and
 * back ID images (before the fields their OCR fills: the ID number and the names, filled
 * only where empty), ID number, names, the read-only e-mail, phone area code and number.
 * The Form should call recheckUploads
 * (entities/media-file) from onValuesChange; loading and saving the record stay with the
 * page (toManagerValues, toManagerWire).
 */
export function ManagerFields({ location, readOnly, mediaId }: ManagerFieldsProps) {
  const { t } = useTranslation(['kyc', 'validation']);
  const form = Form.useFormInstance<ManagerValues>();
  const countries = useCountryOptions();
  const options = useIdentityOptions();
  const positionOptions = useMemo(() => options.positions(personKindOf(location)), [options, location]);

  // OCR of an ID image fills the ID number; the name's first character is the family name
  // (001 §2.3). Only empty fields are filled; a field holding another value asks the user.
  const ocr = useOcrFill<IdReadingField>({
    current: () => form.getFieldsValue([...ID_READING_FIELDS]) as Partial<Record<IdReadingField, unknown>>,
    write: (patch) => {
      form.setFieldsValue(patch);
      void form.validateFields(Object.keys(patch) as ManagerField[]).catch(() => undefined);
    },
  });
  const fillFromOcr = (fields: OcrFields) => ocr.receive(idReading(fields));
  const ocrChoice = (field: IdReadingField) =>
    ocr.conflict(field) ? (
      <OcrChoice name={field} label={t(`kyc:manager.fields.${field}`)} conflict={ocr.conflict(field)} onKeep={() => ocr.keep(field)} onUse={() => ocr.use(field)} />
    ) : undefined;

  const fieldRule = (field: ManagerField) => ({
    validator: () => {
      const error = managerFieldError(field, form.getFieldsValue(true) as ManagerValues);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  });
  const uploadRule = (key: ManagerUploadKey) => ({
    validator: (_rule: unknown, files: readonly UploadItem[] | undefined) => {
      const error = managerUploadError(key, files);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  });
  const item = (field: ManagerField) => ({
    name: field,
    label: t(`kyc:manager.fields.${field}`),
    required: (MANAGER_REQUIRED as readonly string[]).includes(field),
    rules: [fieldRule(field)],
  });

  return (
    <>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item {...item('position')} normalize={(next: string[] | undefined, previous: string[] | undefined) => exclusivePositions(next, previous)}>
            <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={positionOptions} loading={options.dictionariesLoading} placeholder={t('kyc:manager.placeholder.select')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('certificateIssuingPlaceCode')}>
            <Select
              options={countries.options}
              loading={countries.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder={t('kyc:manager.placeholder.select')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('identType')}>
            <Select options={options.idTypes} loading={options.dictionariesLoading} placeholder={t('kyc:manager.placeholder.select')} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={4}>{t('kyc:manager.uploadsTitle')}</Typography.Title>
      <Row gutter={24}>
        {UPLOAD_KEYS.map((key) => (
          <Col xs={24} md={12} key={key}>
            <Form.Item name={['files', key]} label={t(`kyc:manager.uploads.${key}`)} required rules={[uploadRule(key)]} validateTrigger={false}>
              <MediaUploadField
                area={{ modelCode: MEDIA_MODEL.contact, catgId: MANAGER_CATEGORY[key], busiKey: mediaId }}
                rule={MANAGER_UPLOAD_RULE}
                onOcr={fillFromOcr}
                disabled={readOnly}
                aria-label={t(`kyc:manager.uploads.${key}`)}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <OcrFilledNote labels={ocr.filled.map((field) => t(`kyc:manager.fields.${field}`))} />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item {...item('identNo')} extra={ocrChoice('identNo')}>
            <Input maxLength={MANAGER_MAX_LENGTH.identNo} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('lastName')} extra={ocrChoice('lastName')}>
            <Input maxLength={MANAGER_MAX_LENGTH.lastName} autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('firstName')} extra={ocrChoice('firstName')}>
            <Input maxLength={MANAGER_MAX_LENGTH.firstName} autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('kyc:manager.fields.email')} extra={t('kyc:manager.emailReadOnly')}>
            {/* Text, not a box: it cannot be typed in, and does not look as if it could. */}
            <ReadOnlyValue />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <FieldRow>
            <Form.Item {...item('phoneAreaCode')} className={styles.areaCode}>
              <Select
                options={options.areaCodes}
                loading={options.areaCodesLoading}
                showSearch={{ optionFilterProp: 'label' }}
                popupMatchSelectWidth={false}
                placeholder={t('kyc:manager.placeholder.select')}
              />
            </Form.Item>
            <Form.Item {...item('phone')} className={fieldRowGrow} normalize={(value: string) => sanitisePhone(value)}>
              <Input inputMode="numeric" autoComplete="tel-national" maxLength={MANAGER_MAX_LENGTH.phone} />
            </Form.Item>
          </FieldRow>
        </Col>
      </Row>
    </>
  );
}
