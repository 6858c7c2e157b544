import type { Ref } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkConfirmPassword, checkTransactionPassword, firstError, formRule, required, type ValidationKey } from '@/shared/lib/validation';
import { useStepForm, type StepHandle } from '@/widgets/wizard-frame';
import { useSetTransactionPassword } from '../../model/useSetTransactionPassword';
import styles from '../KycFilePage.module.css';

export interface PasswordStepProps {
  enterpriseId: string;
  /** Opened later on a submitted application: the password was set once, right after the submit. */
  readOnly: boolean;
  ref?: Ref<StepHandle>;
}

interface PasswordValues {
  password?: string;
  confirmPassword?: string;
}

/** The longest transaction password accepted: the spec sets a minimum only (000 §5); this bounds the field. */
const MAX_LENGTH = 64;

/**
 * Step 5 of /kycFileCN, the transaction password (000 §5 "Transaction or set password"):
 * required ('请输入新密码'), at least 8 characters with a lowercase letter, an uppercase letter
 * and a digit or symbol, trimmed; the confirmation required ('请再次输入密码') and equal
 * ('两次输入密码不一致!'). Submit (the handle's save) sends both RSA-encrypted.
 */
export function PasswordStep({ enterpriseId, readOnly, ref }: PasswordStepProps) {
  const { t } = useTranslation(['kycFile', 'validation']);
  const [form] = Form.useForm<PasswordValues>();
  const setPassword = useSetTransactionPassword(enterpriseId);
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  useStepForm(ref, form, {
    save: ({ password = '', confirmPassword = '' }) => setPassword(password, confirmPassword),
  });

  return (
    <div className={styles.narrow}>
      <Typography.Title level={3}>{t('steps.password')}</Typography.Title>
      {readOnly ? (
        <Alert type="info" showIcon title={t('password.readOnly')} />
      ) : (
        <Form<PasswordValues>
          form={form}
          name="kycFilePassword"
          layout="vertical"
          aria-label={t('steps.password')}
          onValuesChange={(changed: PasswordValues) => {
            if ('password' in changed && form.isFieldTouched('confirmPassword')) form.validateFields(['confirmPassword']).catch(() => undefined);
          }}
        >
          <Typography.Paragraph>{t('password.intro')}</Typography.Paragraph>
          <Form.Item
            name="password"
            label={t('password.password')}
            required
            extra={t('password.rule')}
            validateTrigger={['onChange', 'onBlur']}
            rules={[formRule(firstError(required('transactionNewPasswordRequired'), checkTransactionPassword), message)]}
          >
            <Input.Password autoComplete="new-password" maxLength={MAX_LENGTH} />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('password.confirm')}
            required
            validateTrigger={['onChange', 'onBlur']}
            rules={[({ getFieldValue }) => formRule((value) => checkConfirmPassword(value, getFieldValue('password') as string | undefined, 'transaction'), message)]}
          >
            <Input.Password autoComplete="new-password" maxLength={MAX_LENGTH} />
          </Form.Item>
        </Form>
      )}
    </div>
  );
}
