import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, ConfigProvider, DatePicker, Form, Radio, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEDIA_CATEGORY, MEDIA_MODEL, newMediaId, type OcrFields } from '@/entities/media-file';
import { latestBirthday, UPLOAD_RULES } from '@/shared/lib/validation';
import { OcrChoice, useOcrFill } from '@/shared/ui/ocr-fill';
import { IDENTITY_MAX_LENGTH } from '../config/limits';
import { idReading, type IdReadingField } from '../lib/idReading';
import { emptyOwner } from '../lib/mapping';
import { canAddOwner, canRemoveOwner, maxOwners, ownerChecks, type FieldCheck } from '../lib/rules';
import type { OwnerEntry, OwnerKind, OwnerRole } from '../model/types';
import { useCheckRule } from './checkRule';
import { EntryUpload } from './EntryUpload';
import { TrimmedInput } from './TrimmedInput';
import { useIdentityOptions } from './useIdentityOptions';
import { IdImagesRow } from './IdImagesRow';
import styles from './IdentityForm.module.css';

export interface OwnerEntriesProps {
  kind: OwnerKind;
  readOnly: boolean;
  /**
   * The Form.List's name: `owners` (the company KYC wizard's step 4); a step holding both
   * lists names them apart (the KYC file wizard's step 3: `beneficiaries`, `shareholders`).
   */
  listName?: string;
}

const ROLES: readonly OwnerRole[] = ['PERSONAL', 'COMPANY'];
const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Beneficial owners (at most 4, the first not deletable) or shareholders (at most 50) of
 * the identity-information form (001 §2.3, §5, §9), rendered inside the step's antd Form
 * as the Form.List `listName` (default `owners`). Each entry has the COMPANY/PERSONAL switch, which changes the
 * required fields and revalidates the entry. Entries with managerPerson Y are read-only.
 */
export function OwnerEntries({ kind, readOnly, listName = 'owners' }: OwnerEntriesProps) {
  const { t } = useTranslation('identity');
  const form = Form.useFormInstance();
  return (
    <Form.List
      name={listName}
      rules={[
        {
          // At least one beneficial owner (001 §9: the first cannot be deleted); shareholders may be none.
          validator: (_rule: unknown, owners: unknown[] | undefined) =>
            kind === 'shareholder' || (owners ?? []).length > 0 ? Promise.resolve() : Promise.reject(new Error(t('missing.noBeneficiary'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => {
        const canAdd = canAddOwner(kind, fields.length);
        const limitId = `owners-${kind}-limit`;
        return (
          <div className={styles.list}>
            {fields.map((field, index) => (
              <OwnerCard
                key={field.key}
                name={field.name}
                index={index}
                kind={kind}
                listName={listName}
                readOnly={readOnly}
                removable={canRemoveOwner(kind, index, form.getFieldValue([listName, field.name]) as OwnerEntry | undefined)}
                onRemove={() => remove(field.name)}
              />
            ))}
            {!readOnly && (
              <div className={styles.addRow}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={!canAdd}
                  aria-describedby={limitId}
                  onClick={() => add(emptyOwner(newMediaId))}
                >
                  {t(`add.${kind}`)}
                </Button>
                <Typography.Text type="secondary" id={limitId}>
                  {t(`limit.${kind}`, { max: maxOwners(kind) })}
                </Typography.Text>
              </div>
            )}
            <Form.ErrorList errors={errors} />
          </div>
        );
      }}
    </Form.List>
  );
}

interface OwnerCardProps {
  name: number;
  index: number;
  kind: OwnerKind;
  listName: string;
  readOnly: boolean;
  removable: boolean;
  onRemove: () => void;
}

function OwnerCard({ name, index, kind, listName, readOnly, removable, onRemove }: OwnerCardProps) {
  const { t } = useTranslation('identity');
  const form = Form.useFormInstance();
  const options = useIdentityOptions();
  const checkRule = useCheckRule();
  const role = (Form.useWatch([listName, name, 'contactRoleType'], form) as OwnerRole | undefined) ?? 'PERSONAL';
  const managerPerson = Form.useWatch([listName, name, 'managerPerson'], { form, preserve: true }) as OwnerEntry['managerPerson'] | undefined;
  const mediaId = Form.useWatch([listName, name, 'mediaId'], { form, preserve: true }) as string | undefined;
  const locked = managerPerson === 'Y';
  const disabled = readOnly || locked;
  const title = t(`entry.${kind}`, { n: index + 1 });
  const checks = useMemo(() => Object.fromEntries(ownerChecks(role).map((c) => [c.field, c])) as Record<string, FieldCheck<OwnerEntry>>, [role]);
  const path = (field: keyof OwnerEntry & string) => [listName, name, field];

  // The switch revalidates the entry (001 §2.3): once the new role's fields are shown,
  // every field is judged again if the entry showed errors before, else those touched.
  const revalidate = useRef<'all' | 'touched' | null>(null);
  useEffect(() => {
    const mode = revalidate.current;
    if (mode === null) return;
    revalidate.current = null;
    const names = ownerChecks(role)
      .map((c) => path(c.field))
      .filter((fieldPath) => mode === 'all' || form.isFieldTouched(fieldPath));
    if (names.length > 0) void form.validateFields(names).catch(() => undefined);
    // path is derived from name, which is stable for this card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role, form]);
  const onRoleChange = () => {
    const hadErrors = form.getFieldsError(ROLES.flatMap((r) => ownerChecks(r).map((c) => path(c.field)))).some((entry) => entry.errors.length > 0);
    revalidate.current = hadErrors ? 'all' : 'touched';
  };

  const item = (field: keyof OwnerEntry & string) => {
    const check = checks[field]!;
    return { name: [name, field], label: t(`field.${check.label}`), required: check.required, rules: locked ? [] : [checkRule(check)] };
  };

  // OCR of an ID image fills the ID number; the name's first character is the family name
  // (001 §2.3). Only empty fields are filled; a field holding another value asks the user.
  const ocr = useOcrFill<IdReadingField>({
    current: () => (form.getFieldValue([listName, name]) ?? {}) as Partial<Record<IdReadingField, unknown>>,
    write: (patch) => {
      const keys = Object.keys(patch) as IdReadingField[];
      for (const key of keys) form.setFieldValue(path(key), patch[key]);
      void form.validateFields(keys.map(path)).catch(() => undefined);
    },
  });
  const fillFromOcr = (fields: OcrFields) => ocr.receive(idReading(fields));
  const fieldLabel = (field: IdReadingField) => t(`field.${checks[field]!.label}`);
  const ocrChoice = (field: IdReadingField) =>
    ocr.conflict(field) ? (
      <OcrChoice name={path(field)} label={fieldLabel(field)} conflict={ocr.conflict(field)} onKeep={() => ocr.keep(field)} onUse={() => ocr.use(field)} />
    ) : undefined;

  const upload = (field: 'front' | 'back' | 'companyFile') => (
    <Form.Item {...item(field)}>
      <EntryUpload
        path={path(field)}
        area={{
          modelCode: MEDIA_MODEL.contact,
          catgId: field === 'front' ? MEDIA_CATEGORY.idFront : field === 'back' ? MEDIA_CATEGORY.idBack : MEDIA_CATEGORY.companyFile,
          busiKey: mediaId ?? '',
        }}
        rule={field === 'companyFile' ? UPLOAD_RULES.companyFile : UPLOAD_RULES.idImage}
        onOcr={field === 'companyFile' ? undefined : fillFromOcr}
        disabled={disabled}
        aria-label={`${title} ${t(`field.${checks[field]!.label}`)}`}
      />
    </Form.Item>
  );

  const select = (field: keyof OwnerEntry & string, list: { value: string; label: string }[], loading: boolean, search = false) => (
    <Form.Item {...item(field)}>
      <Select
        options={list}
        loading={loading}
        placeholder={t('placeholder.select')}
        {...(search && { showSearch: { optionFilterProp: 'label' }, allowClear: true })}
      />
    </Form.Item>
  );
  const input = (field: keyof OwnerEntry & string, maxLength: number, extra?: ReactNode) => (
    <Form.Item {...item(field)} extra={extra}>
      <TrimmedInput maxLength={maxLength} autoComplete="off" placeholder={t('placeholder.input')} />
    </Form.Item>
  );

  return (
    <Card
      className={styles.card}
      size="small"
      title={<span id={`owners-${kind}-${name}-title`}>{title}</span>}
      role="group"
      aria-labelledby={`owners-${kind}-${name}-title`}
      extra={
        !readOnly && removable ? (
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('remove', { entry: title })} onClick={onRemove} />
        ) : null
      }
    >
      {locked && (
        <Typography.Text type="secondary" className={styles.note}>
          {t('managerLocked')}
        </Typography.Text>
      )}
      {!readOnly && !locked && kind === 'beneficiary' && index === 0 && (
        <Typography.Text type="secondary" className={styles.note}>
          {t('firstNotDeletable')}
        </Typography.Text>
      )}
      <ConfigProvider componentDisabled={disabled}>
        <Form.Item name={[name, 'contactRoleType']} label={t('field.role')} required>
          <Radio.Group
            role="radiogroup"
            aria-label={t('field.role')}
            optionType="button"
            options={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
            onChange={onRoleChange}
          />
        </Form.Item>
        {role === 'COMPANY' ? (
          <Row gutter={24}>
            <Col xs={24} md={12}>
              {input('name', IDENTITY_MAX_LENGTH.companyName)}
            </Col>
            <Col xs={24} md={12}>
              {select('companyIdentType', options.companyIdTypes, options.dictionariesLoading)}
            </Col>
            <Col xs={24} md={12}>
              {input('companyIdentCode', IDENTITY_MAX_LENGTH.companyCode)}
            </Col>
            <Col xs={24} md={12}>
              {select('certificateIssuingPlaceCode', options.countries, options.countriesLoading, true)}
            </Col>
            <Col xs={24}>
              {upload('companyFile')}
            </Col>
          </Row>
        ) : (
          <Row gutter={24}>
            <Col xs={24} md={12}>
              {select('certificateIssuingPlaceCode', options.countries, options.countriesLoading, true)}
            </Col>
            <Col xs={24} md={12}>
              {select('identType', options.idTypes, options.dictionariesLoading)}
            </Col>
            <IdImagesRow front={upload('front')} back={upload('back')} filled={ocr.filled.map(fieldLabel)} />
            <Col xs={24} md={12}>
              {input('identNo', IDENTITY_MAX_LENGTH.ownerIdNo, ocrChoice('identNo'))}
            </Col>
            <Col xs={24} md={12}>
              {input('lastName', IDENTITY_MAX_LENGTH.name, ocrChoice('lastName'))}
            </Col>
            <Col xs={24} md={12}>
              {input('firstName', IDENTITY_MAX_LENGTH.name, ocrChoice('firstName'))}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item {...item('gender')}>
                <Radio.Group role="radiogroup" aria-label={t('field.gender')} options={(['MALE', 'FEMALE'] as const).map((value) => ({ value, label: t(`gender.${value}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                {...item('birthday')}
                getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value, DATE_FORMAT) : null })}
                normalize={(value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null)}
              >
                <DatePicker
                  format={DATE_FORMAT}
                  placeholder={t('placeholder.date')}
                  style={{ width: '100%' }}
                  // Not later than 10 days before today (001 §5, §9).
                  disabledDate={(day) => day.format(DATE_FORMAT) > latestBirthday()}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
      </ConfigProvider>
    </Card>
  );
}
