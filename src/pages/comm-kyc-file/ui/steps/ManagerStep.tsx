import { useImperativeHandle, useMemo, useState } from 'react';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/entities/country';
import { useGetKycManagerQuery, useSaveKycManagerMutation, type Manager } from '@/entities/kyc-enterprise';
import {
  knownFiles,
  MEDIA_MODEL,
  MediaUploadField,
  newMediaId,
  recheckUploads,
  splitOcrName,
  useAreaFiles,
  type OcrFields,
  type UploadItem,
} from '@/entities/media-file';
import { sanitisePhone } from '@/shared/lib/validation';
import { notify } from '@/shared/ui/notifier';
import { exclusivePositions, personKindOf, useIdentityOptions } from '@/widgets/identity-form';
import { DraftRestoredNote, focusFirstError, useLoadedStep, useStepDraft } from '@/widgets/wizard-frame';
import {
  MANAGER_CATEGORY,
  MANAGER_MAX_LENGTH,
  MANAGER_REQUIRED,
  MANAGER_UPLOAD_RULE,
  managerFieldError,
  managerMissing,
  managerUploadError,
  toManagerValues,
  toManagerWire,
  type ManagerField,
  type ManagerUploadKey,
  type ManagerValues,
} from '../../lib/managerRules';
import type { MissingResult, StepProps } from '../../model/step';
import styles from './ManagerStep.module.css';

/** Step 2 of the company KYC wizard. */
export const MANAGER_STEP = 2;
const UPLOAD_KEYS = Object.keys(MANAGER_CATEGORY) as ManagerUploadKey[];

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

  const options = useIdentityOptions();
  const positionOptions = useMemo(() => options.positions(personKindOf(location)), [options, location]);

  // OCR of an ID image fills the ID number; the name's first character is the family name (001 §2.3).
  const fillFromOcr = (fields: OcrFields) => {
    const patch: ManagerValues = {};
    if (fields.idNo) patch.identNo = fields.idNo;
    const name = splitOcrName(fields.name);
    if (name) Object.assign(patch, name);
    if (Object.keys(patch).length === 0) return;
    form.setFieldsValue(patch);
    void form.validateFields(Object.keys(patch) as ManagerField[]).catch(() => undefined);
  };

  useImperativeHandle(
    ref,
    () => ({
      async save(advance: boolean) {
        const current = form.getFieldsValue(true) as ManagerValues;
        if (advance) {
          try {
            await form.validateFields();
          } catch {
            // Missing front or back image: warnings as well as field errors (001 §5, §8).
            for (const key of UPLOAD_KEYS) {
              const error = managerUploadError(key, current.files?.[key]);
              if (error) notify.warning(t(error));
            }
            focusFirstError(form);
            return false;
          }
        }
        const manager = toManagerWire(current, { ...stored, enterpriseId: stored.enterpriseId ?? enterpriseId }, { mediaId, placeName: countries.nameOf });
        const result = await saveManager({ manager, advance });
        if ('error' in result) return false;
        draft.clear();
        return true;
      },
    }),
    [form, stored, enterpriseId, mediaId, countries.nameOf, saveManager, draft, t],
  );

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
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item {...item('position')} normalize={(next: string[] | undefined, previous: string[] | undefined) => exclusivePositions(next, previous)}>
            <Select mode="multiple" options={positionOptions} loading={options.dictionariesLoading} placeholder={t('kyc:manager.placeholder.select')} />
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
        <Col xs={24} md={12}>
          <Form.Item {...item('identNo')}>
            <Input maxLength={MANAGER_MAX_LENGTH.identNo} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('lastName')}>
            <Input maxLength={MANAGER_MAX_LENGTH.lastName} autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('firstName')}>
            <Input maxLength={MANAGER_MAX_LENGTH.firstName} autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('kyc:manager.fields.email')} extra={t('kyc:manager.emailReadOnly')}>
            <Input readOnly maxLength={MANAGER_MAX_LENGTH.email} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <div className={styles.inline}>
            <Form.Item {...item('phoneAreaCode')} className={styles.areaCode}>
              <Select
                options={options.areaCodes}
                loading={options.areaCodesLoading}
                showSearch={{ optionFilterProp: 'label' }}
                popupMatchSelectWidth={false}
                placeholder={t('kyc:manager.placeholder.select')}
              />
            </Form.Item>
            <Form.Item {...item('phone')} className={styles.grow} normalize={(value: string) => sanitisePhone(value)}>
              <Input inputMode="numeric" autoComplete="tel-national" maxLength={MANAGER_MAX_LENGTH.phone} />
            </Form.Item>
          </div>
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
  const busiKey = query.data?.mediaId;
  const pending = query.isLoading || query.isError;
  const areas = {
    idFront: useAreaFiles(busiKey, MEDIA_MODEL.contact, MANAGER_CATEGORY.idFront, pending),
    idBack: useAreaFiles(busiKey, MEDIA_MODEL.contact, MANAGER_CATEGORY.idBack, pending),
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the areas object is new on every render; its entries are stable
  const files = useMemo(() => knownFiles(areas), [areas.idFront, areas.idBack]);
  const missing = useMemo(() => {
    if (pending) return [];
    return managerMissing({ ...toManagerValues(query.data ?? {}), files }).map((entry) => ({ step: MANAGER_STEP, label: t(entry.label) }));
  }, [pending, query.data, files, t]);
  return { missing, isLoading: query.isLoading || Object.values(areas).some((area) => area.isLoading) };
}
