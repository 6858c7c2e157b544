import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCheckOtpMutation, useLogoutMutation, useSendOtpMutation } from '@/entities/session';
import { OTP_COUNTDOWN_S, OTP_LENGTH } from '@/shared/config';
import { checkOtp, firstError, isEmpty, keepDigits, required, type ValidationKey } from '@/shared/lib/validation';
import { useCountdown } from '@/shared/ui/countdown';
import { notify } from '@/shared/ui/notifier';
import { formRule } from '@/shared/lib/validation';

import { FormError, formErrorText } from '@/shared/ui/form-error';
import styles from './OtpForm.module.css';

interface OtpValues {
  code: string;
}

export interface OtpFormProps {
  autoFocus?: boolean;
  /** The code is right: login is complete. A rejection shows its message under the form. */
  onVerified: () => Promise<void> | void;
  /** After cancel has logged the session out. */
  onCancel: () => void;
}

/**
 * One-time-password step (000 §2, §4 step 4, §5 "One-time password"): send (59 s
 * countdown), a 6-digit code, confirm (disabled while empty) and cancel (logs out).
 */
export function OtpForm({ autoFocus, onVerified, onCancel }: OtpFormProps) {
  const { t } = useTranslation(['login', 'validation', 'errors']);
  const [form] = Form.useForm<OtpValues>();
  const code = Form.useWatch('code', form) ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown(OTP_COUNTDOWN_S);
  const [sendOtp] = useSendOtpMutation();
  const [checkCode] = useCheckOtpMutation();
  const [logout] = useLogoutMutation();
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  const send = async () => {
    setError(null);
    setSending(true);
    try {
      await sendOtp().unwrap();
      countdown.start();
      notify.success(t('login:code.sent'));
    } catch (caught) {
      setError(formErrorText(caught));
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ code: typed }: OtpValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const right = await checkCode(typed).unwrap();
      if (!right) {
        setError(t('login:otp.wrongCode'));
        return;
      }
      await onVerified();
    } catch (caught) {
      setError(formErrorText(caught));
    } finally {
      setSubmitting(false);
    }
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      await logout().unwrap();
    } catch {
      // Back to login either way.
    }
    onCancel();
  };

  return (
    <Form<OtpValues> form={form} name="otp" layout="vertical" requiredMark={false} initialValues={{ code: '' }} onFinish={submit} aria-label={t('login:modes.otp')}>
      <p className={styles.intro}>{t('login:otp.intro')}</p>
      <Form.Item label={t('login:otp.code')} htmlFor="otp-code" required>
        <div className={styles.codeRow}>
          <Form.Item
            name="code"
            noStyle
            normalize={(value: string) => keepDigits(value, OTP_LENGTH)}
            rules={[formRule(firstError(required('otpFormat'), checkOtp), message)]}
          >
            <Input
              id="otp-code"
              className={styles.codeInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('login:otp.codePlaceholder')}
              maxLength={OTP_LENGTH}
              autoFocus={autoFocus}
            />
          </Form.Item>
          <Button className={styles.sendButton} onClick={send} disabled={countdown.running || sending}>
            {countdown.running ? t('login:code.resend', { seconds: countdown.remaining }) : t('login:code.send')}
          </Button>
        </div>
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={isEmpty(code) || submitting || cancelling}>
        {t('login:otp.confirm')}
      </Button>
      <div className={styles.actions}>
        <Button type="link" onClick={cancel} loading={cancelling}>
          {t('login:otp.cancel')}
        </Button>
      </div>
    </Form>
  );
}
