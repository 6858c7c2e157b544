import { useMemo } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, ConfigProvider, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEDIA_CATEGORY, MEDIA_MODEL, newMediaId, type OcrFields } from '@/entities/media-file';
import { sanitisePhone, UPLOAD_RULES } from '@/shared/lib/validation';
import { OcrChoice, useOcrFill } from '@/shared/ui/ocr-fill';
import { IDENTITY_MAX_LENGTH, POSITION_NONE } from '../config/limits';
import { idReading, type IdReadingField } from '../lib/idReading';
import { clearedFromManager, copiedFromManager, emptyPerson, isEqualsContact } from '../lib/mapping';
import { directorNameCheck, exclusivePositions, personChecks, type FieldCheck } from '../lib/rules';
import type { ManagerLike } from '../model/managerTypes';
import type { PersonEntry, PersonKind } from '../model/types';
import { useCheckRule } from './checkRule';
import { EntryUpload } from './EntryUpload';
import { TrimmedInput } from './TrimmedInput';
import { useIdentityOptions } from './useIdentityOptions';
import { IdImagesRow } from './IdImagesRow';
import styles from './IdentityForm.module.css';

export interface PersonEntriesProps {
  /** Legal person (mainland, location TERRITORY) or director (otherwise), 001 §2.3, §6. */
  kind: PersonKind;
  readOnly: boolean;
  /**
   * Exactly one entry, neither added to nor removed (the KYC file wizard's step 3 holds one
   * legal person or director, 001 §2.2, §7 getEnterpriseContact); otherwise a list.
   */
  single?: boolean;
  /**
   * The older form's legal persons (the company KYC wizard, 001 §3 "Legal person (older
   * form)"): the authorised person, whom each editable legal-person entry may be marked the
   * same as (equalsContact). Ticking copies their details and ID images, unticking clears
   * them under a fresh media id; null while they are not known (the box waits). Not given:
   * no box (directors, the KYC file wizard's identity contact).
   */
  manager?: ManagerLike | null;
}

/**
 * The legal person or director entries of the identity-information form (001 §2.3, §3,
 * §5), rendered inside the step's antd Form as the Form.List `people`. Entries of the
 * authorised person (managerPerson Y) are read-only; directors also list further
 * director names. Rules come from lib/rules.ts, shared with missingPersonFields.
 */
export function PersonEntries({ kind, readOnly, single = false, manager }: PersonEntriesProps) {
  const { t } = useTranslation('identity');
  return (
    <Form.List
      name="people"
      rules={[
        {
          validator: (_rule: unknown, people: unknown[] | undefined) =>
            (people ?? []).length > 0 ? Promise.resolve() : Promise.reject(new Error(t(kind === 'legal' ? 'missing.noLegal' : 'missing.noDirector'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.list}>
          {fields.map((field, index) => (
            <PersonCard
              key={field.key}
              name={field.name}
              index={index}
              kind={kind}
              readOnly={readOnly}
              manager={kind === 'legal' ? manager : undefined}
              onRemove={single ? undefined : () => remove(field.name)}
            />
          ))}
          {!readOnly && !single && (
            <div className={styles.addRow}>
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add(emptyPerson(newMediaId))}>
                {t(`add.${kind}`)}
              </Button>
            </div>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

interface PersonCardProps {
  name: number;
  index: number;
  kind: PersonKind;
  readOnly: boolean;
  /** See PersonEntriesProps.manager: given only for the older form's legal persons. */
  manager: ManagerLike | null | undefined;
  onRemove?: () => void;
}

function PersonCard({ name, index, kind, readOnly, manager, onRemove }: PersonCardProps) {
  const { t } = useTranslation('identity');
  const form = Form.useFormInstance();
  const options = useIdentityOptions();
  const checkRule = useCheckRule();
  const checks = useMemo(() => Object.fromEntries(personChecks().map((c) => [c.field, c])) as Record<string, FieldCheck<PersonEntry>>, []);
  const managerPerson = Form.useWatch(['people', name, 'managerPerson'], { form, preserve: true }) as PersonEntry['managerPerson'] | undefined;
  const mediaId = Form.useWatch(['people', name, 'mediaId'], { form, preserve: true }) as string | undefined;
  const equalsContact = Form.useWatch(['people', name, 'rest', 'equalsContact'], { form, preserve: true }) as unknown;
  const locked = managerPerson === 'Y';
  const disabled = readOnly || locked;
  // The same as the authorised person: the copied details and ID images are theirs, changed
  // in their own step; the position stays this entry's.
  const copied = !locked && manager !== undefined && isEqualsContact(equalsContact);
  const title = t(`entry.${kind}`, { n: index + 1 });

  // 001 §3 "Legal person (older form)": ticked, the authorised person's details are copied;
  // unticked, the fields are cleared and a fresh media id is issued.
  const onEqualsContact = (checked: boolean) => {
    const patch = checked && manager ? copiedFromManager(manager, newMediaId) : clearedFromManager(newMediaId);
    for (const [field, value] of Object.entries(patch)) form.setFieldValue(['people', name, field], value);
  };

  const item = (field: keyof PersonEntry & string) => {
    const check = checks[field]!;
    return {
      name: [name, field],
      label: t(`field.${check.label}`),
      required: check.required,
      // The authorised person's own entry is judged in its own step (001 §2.3).
      rules: locked ? [] : [checkRule(check)],
    };
  };

  // OCR of an ID image fills the ID number; the name's first character is the family name
  // (001 §2.3). Only empty fields are filled; a field holding another value asks the user.
  const ocr = useOcrFill<IdReadingField>({
    current: () => (form.getFieldValue(['people', name]) ?? {}) as Partial<Record<IdReadingField, unknown>>,
    write: (patch) => {
      const keys = Object.keys(patch) as IdReadingField[];
      for (const key of keys) form.setFieldValue(['people', name, key], patch[key]);
      void form.validateFields(keys.map((key) => ['people', name, key])).catch(() => undefined);
    },
  });
  const fillFromOcr = (fields: OcrFields) => ocr.receive(idReading(fields));
  const fieldLabel = (field: IdReadingField) => t(`field.${checks[field]!.label}`);
  const ocrChoice = (field: IdReadingField) =>
    ocr.conflict(field) ? (
      <OcrChoice name={['people', name, field]} label={fieldLabel(field)} conflict={ocr.conflict(field)} onKeep={() => ocr.keep(field)} onUse={() => ocr.use(field)} />
    ) : undefined;

  const upload = (field: 'front' | 'back') => (
    <Form.Item {...item(field)}>
      <EntryUpload
        path={['people', name, field]}
        area={{ modelCode: MEDIA_MODEL.contact, catgId: field === 'front' ? MEDIA_CATEGORY.idFront : MEDIA_CATEGORY.idBack, busiKey: mediaId ?? '' }}
        rule={UPLOAD_RULES.idImage}
        onOcr={fillFromOcr}
        disabled={disabled || copied}
        aria-label={`${title} ${t(`field.${field}`)}`}
      />
    </Form.Item>
  );

  return (
    <Card
      className={styles.card}
      size="small"
      title={<span id={`people-${name}-title`}>{title}</span>}
      role="group"
      aria-labelledby={`people-${name}-title`}
      extra={
        !readOnly && !locked && onRemove ? (
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('remove', { entry: title })} onClick={onRemove} />
        ) : null
      }
    >
      {locked && (
        <Typography.Text type="secondary" className={styles.note}>
          {t('managerLocked')}
        </Typography.Text>
      )}
      {!locked && manager !== undefined && (
        <Form.Item
          name={[name, 'rest', 'equalsContact']}
          valuePropName="checked"
          getValueProps={(value: unknown) => ({ checked: isEqualsContact(value) })}
          normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
          extra={copied ? t('equalsContactNote') : undefined}
        >
          <Checkbox disabled={readOnly || !manager} onChange={(event) => onEqualsContact(event.target.checked)}>
            {t('equalsContact')}
          </Checkbox>
        </Form.Item>
      )}
      <ConfigProvider componentDisabled={disabled}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item {...item('position')} normalize={(next: string[] | undefined, previous: string[] | undefined) => exclusivePositions(next, previous, POSITION_NONE)}>
              <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={options.positions(kind)} loading={options.dictionariesLoading} placeholder={t('placeholder.select')} />
            </Form.Item>
          </Col>
          {/* Renders no element of its own: the copied fields' columns stay the row's. */}
          <ConfigProvider componentDisabled={disabled || copied}>
            <Col xs={24} md={12}>
              <Form.Item {...item('certificateIssuingPlaceCode')}>
                <Select
                  options={options.countries}
                  loading={options.countriesLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  placeholder={t('placeholder.select')}
                  onChange={(code: string | undefined) => form.setFieldValue(['people', name, 'certificateIssuingPlace'], options.countryName(code))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item {...item('identType')}>
                <Select options={options.idTypes} loading={options.dictionariesLoading} placeholder={t('placeholder.select')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} />
            <IdImagesRow front={upload('front')} back={upload('back')} filled={ocr.filled.map(fieldLabel)} />
            <Col xs={24} md={12}>
              <Form.Item {...item('identNo')} extra={ocrChoice('identNo')}>
                <TrimmedInput maxLength={IDENTITY_MAX_LENGTH.personIdNo} autoComplete="off" placeholder={t('placeholder.input')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item {...item('lastName')} extra={ocrChoice('lastName')}>
                <TrimmedInput maxLength={IDENTITY_MAX_LENGTH.name} autoComplete="off" placeholder={t('placeholder.input')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item {...item('firstName')} extra={ocrChoice('firstName')}>
                <TrimmedInput maxLength={IDENTITY_MAX_LENGTH.name} autoComplete="off" placeholder={t('placeholder.input')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item {...item('email')}>
                <TrimmedInput maxLength={IDENTITY_MAX_LENGTH.email} inputMode="email" autoComplete="off" placeholder={t('placeholder.input')} />
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
                    placeholder={t('placeholder.select')}
                  />
                </Form.Item>
                <Form.Item {...item('phone')} className={styles.grow} normalize={(value: string) => sanitisePhone(value)}>
                  <TrimmedInput inputMode="numeric" maxLength={IDENTITY_MAX_LENGTH.phone} autoComplete="off" placeholder={t('placeholder.input')} />
                </Form.Item>
              </div>
            </Col>
          </ConfigProvider>
        </Row>
        {kind === 'director' && <DirectorNames name={name} disabled={disabled} />}
      </ConfigProvider>
    </Card>
  );
}

/** Further director names of a director entry (001 §2.3): each required once added, max 50. */
function DirectorNames({ name, disabled }: { name: number; disabled: boolean }) {
  const { t } = useTranslation('identity');
  const checkRule = useCheckRule();
  const rule = checkRule(directorNameCheck);
  return (
    <fieldset className={styles.names}>
      <legend className={styles.legend}>{t('directorNames.title')}</legend>
      <Form.List name={[name, 'directorNames']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, n) => (
              <div key={field.key} className={styles.nameRow}>
                <Form.Item name={field.name} label={t('field.directorName')} required rules={[{ validator: (r: unknown, value: unknown) => rule.validator(r, value) }]}>
                  <TrimmedInput maxLength={IDENTITY_MAX_LENGTH.name} autoComplete="off" placeholder={t('placeholder.input')} />
                </Form.Item>
                {!disabled && (
                  <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('directorNames.remove', { n: n + 1 })} onClick={() => remove(field.name)} />
                )}
              </div>
            ))}
            {!disabled && (
              <div className={styles.addRow}>
                <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
                  {t('directorNames.add')}
                </Button>
              </div>
            )}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
