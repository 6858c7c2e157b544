import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, ConfigProvider, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANK_LIMITS } from '../../config/bank-account/limits';
import { fieldsClearedByCurrency, isAccountNo, modeOf } from '../../lib/bank-account/rules';
import { DomesticFields } from './DomesticFields';
import { SwiftFields } from './SwiftFields';
import { useBankOptions } from './useBankOptions';
import styles from './BankAccountForm.module.css';

export interface BankAccountFieldsProps {
  readOnly: boolean;
}

/**
 * The bank accounts of an onboarding flow (001 §2.4, §3), rendered inside the step's antd
 * Form as the Form.List `accounts`: at least one account, added and deleted here. The
 * currency chooses the mode: CNY is domestic (city, bank, branch, CNAPS code), any other
 * currency SWIFT (code looked up, bank details read-only). Rules are lib/rules.ts, shared
 * with missingBankFields.
 */
export function BankAccountFields({ readOnly }: BankAccountFieldsProps) {
  const { t } = useTranslation('bank');
  return (
    <Form.List
      name="accounts"
      rules={[
        {
          validator: async (_rule, accounts: unknown[] | undefined) => {
            if (!accounts || accounts.length === 0) throw new Error(t('atLeastOne'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.list}>
          {fields.map((field, index) => (
            <AccountCard
              key={field.key}
              name={field.name}
              index={index}
              readOnly={readOnly}
              removable={!readOnly && fields.length > 1}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} className={styles.listError} />
          {!readOnly && (
            <div className={styles.addRow}>
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
                {t('add')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Form.List>
  );
}

function AccountCard({ name, index, readOnly, removable, onRemove }: { name: number; index: number; readOnly: boolean; removable: boolean; onRemove: () => void }) {
  const { t } = useTranslation('bank');
  const form = Form.useFormInstance();
  const options = useBankOptions();
  const currency = Form.useWatch(['accounts', name, 'currency'], form) as string | undefined;
  const mode = modeOf(currency);
  const title = t('entry', { n: index + 1 });
  const titleId = `accounts-${name}-title`;

  // 001 §2.4: switching between CNY and another currency empties the other mode's fields.
  const changeCurrency = (next: string | undefined) => {
    const cleared = fieldsClearedByCurrency(currency, next);
    if (cleared.length > 0) form.setFields(cleared.map((field) => ({ name: ['accounts', name, field], value: undefined, errors: [] })));
  };

  return (
    <Card
      className={styles.card}
      size="small"
      title={<span id={titleId}>{title}</span>}
      role="group"
      aria-labelledby={titleId}
      extra={removable ? <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('remove', { entry: title })} onClick={onRemove} /> : null}
    >
      <ConfigProvider componentDisabled={readOnly}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name={[name, 'currency']} label={t('field.currency')} rules={[{ required: true, message: t('required.currency') }]}>
              <Select
                className={styles.full}
                options={options.currencies}
                loading={options.currenciesLoading}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('placeholder.currency')}
                onChange={changeCurrency}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={[name, 'accountName']}
              label={t('field.accountName')}
              rules={[
                { required: true, whitespace: true, message: t('required.accountName') },
                { max: BANK_LIMITS.accountName, message: t('format.accountName', { max: BANK_LIMITS.accountName }) },
              ]}
            >
              <Input autoComplete="off" maxLength={BANK_LIMITS.accountName} placeholder={t('placeholder.accountName')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={[name, 'accountNo']}
              label={t('field.accountNo')}
              rules={[
                { required: true, whitespace: true, message: t('required.accountNo') },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && value.trim() && !isAccountNo(value)) throw new Error(t('format.accountNo', { max: BANK_LIMITS.accountNo }));
                  },
                },
              ]}
            >
              <Input autoComplete="off" inputMode="text" maxLength={BANK_LIMITS.accountNo} placeholder={t('placeholder.accountNo')} />
            </Form.Item>
          </Col>
        </Row>
        {/* What to fill in: no use on a read-only (submitted) account. */}
        {mode && !readOnly && (
          <Typography.Text type="secondary" className={styles.mode}>
            {t(`mode.${mode}`)}
          </Typography.Text>
        )}
        {mode === 'domestic' && <DomesticFields name={name} readOnly={readOnly} />}
        {mode === 'swift' && <SwiftFields name={name} readOnly={readOnly} />}
      </ConfigProvider>
    </Card>
  );
}
