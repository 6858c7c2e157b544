import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSendForgotPasswordCodeMutation } from '@/entities/session';
import { VERIFICATION_CODE_COUNTDOWN_S } from '@/shared/config';
import {
  checkConfirmPassword,
  checkRegistrationEmail,
  FIELD_MAX_LENGTH,
  firstError,
  isEmpty,
  isResetPassword,
  required,
  type ValidationKey,
} from '@/shared/lib/validation';
import { useCountdown } from '@/shared/ui/countdown';
import { notify } from '@/shared/ui/notifier';
import { NewPasswordFields } from '@/shared/ui/password-rules';
import { formRule } from '@/shared/lib/validation';
import { useForgotPassword } from '../model/useForgotPassword';
import { FormError, formErrorText } from '@/shared/ui/form-error';
import styles from './ForgotPasswordForm.module.css';

interface ForgotValues {
  password: string;
  confirmPassword: string;
  email: string;
  phoneCode: string;
}

export interface ForgotPasswordFormProps {
  autoFocus?: boolean;
  /** After the success alert is confirmed. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Forgot-password mode (000 §2, §5 "Forgot password", §4 "Countdowns"): new password and
 * confirmation, e-mail and the e-mailed code with a send button that counts down 60 s.
 */
export function ForgotPasswordForm({ autoFocus, onDone, onCancel }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['login', 'validation', 'errors', 'common']);
  const [form] = Form.useForm<ForgotValues>();
  const values = Form.useWatch([], form) as Partial<ForgotValues> | undefined;
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown(VERIFICATION_CODE_COUNTDOWN_S);
  const [sendCode] = useSendForgotPasswordCodeMutation();
  const forgotPassword = useForgotPassword();
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  const password = values?.password ?? '';
  const ready =
    isResetPassword(password) &&
    checkConfirmPassword(values?.confirmPassword, password, 'reset') === null &&
    !isEmpty(values?.email) &&
    !isEmpty(values?.phoneCode);

  const send = async () => {
    setError(null);
    try {
      await form.validateFields(['email']);
    } catch {
      return; // The e-mail field shows why ("Please enter your email.").
    }
    setSending(true);
    try {
      await sendCode(form.getFieldValue('email').trim()).unwrap();
      countdown.start();
      notify.success(t('login:code.sent'));
    } catch (failure) {
      setError(formErrorText(failure));
    } finally {
      setSending(false);
    }
  };

  // The confirmation is checked again when the password changes, once the user has been there.
  const recheckConfirmation = (changed: Partial<ForgotValues>) => {
    if ('password' in changed && form.isFieldTouched('confirmPassword')) form.validateFields(['confirmPassword']).catch(() => undefined);
  };

  const submit = async (submitted: ForgotValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await forgotPassword({
        email: submitted.email.trim(),
        password: submitted.password,
        confirmPassword: submitted.confirmPassword,
        phoneCode: submitted.phoneCode.trim(),
      });
      notify.alert({ tone: 'success', title: t('common:tips'), content: t('login:reset.success'), okText: t('common:confirm'), onOk: onDone });
    } catch (failure) {
      setError(formErrorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ForgotValues>
      form={form}
      name="forgotPassword"
      layout="vertical"
      requiredMark={false}
      initialValues={{ password: '', confirmPassword: '', email: '', phoneCode: '' }}
      onFinish={submit}
      onValuesChange={recheckConfirmation}
      aria-label={t('login:modes.forgot')}
    >
      <NewPasswordFields
        password={password}
        requiredKey="newPasswordRequired"
        message={message}
        autoFocus={autoFocus}
        labels={{
          password: t('login:password.new'),
          passwordPlaceholder: t('login:password.newPlaceholder'),
          confirm: t('login:password.confirm'),
          confirmPlaceholder: t('login:password.confirmPlaceholder'),
          rules: { title: t('login:password.rulesTitle'), met: t('login:password.ruleMet'), unmet: t('login:password.ruleUnmet') },
        }}
      />
      <Form.Item
        name="email"
        label={t('login:forgot.email')}
        validateTrigger={['onChange', 'onBlur']}
        rules={[formRule(firstError(required('emailRequired'), checkRegistrationEmail), message)]}
      >
        <Input type="email" autoComplete="email" placeholder={t('login:forgot.emailPlaceholder')} maxLength={FIELD_MAX_LENGTH.registrationEmail} />
      </Form.Item>
      <Form.Item label={t('login:forgot.code')} htmlFor="forgot-code" required>
        <div className={styles.codeRow}>
          <Form.Item name="phoneCode" noStyle validateTrigger={['onChange', 'onBlur']} rules={[formRule(required('emailCodeRequired'), message)]}>
            <Input id="forgot-code" className={styles.codeInput} autoComplete="one-time-code" placeholder={t('login:forgot.codePlaceholder')} maxLength={10} />
          </Form.Item>
          <Button className={styles.sendButton} onClick={send} disabled={countdown.running || sending}>
            {countdown.running ? t('login:code.resend', { seconds: countdown.remaining }) : t('login:code.send')}
          </Button>
        </div>
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={!ready || submitting}>
        {t('login:forgot.submit')}
      </Button>
      <div className={styles.actions}>
        <Button type="link" onClick={onCancel}>
          {t('login:forgot.cancel')}
        </Button>
      </div>
    </Form>
  );
}
