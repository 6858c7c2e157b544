import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '@/entities/session';
import type { LoginVariant } from '@/shared/config';
import { checkConfirmPassword, isResetPassword, type ValidationKey } from '@/shared/lib/validation';
import { notify } from '@/shared/ui/notifier';
import { NewPasswordFields } from '@/shared/ui/password-rules';
import { useSetNewPassword, type NewPasswordKind } from '../model/useSetNewPassword';
import { FormError, formErrorText } from '@/shared/ui/form-error';
import styles from './ResetPasswordForm.module.css';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps {
  /** Whose calls set the password (PORTAL_LOGIN_VARIANT), as the login form's. */
  variant: LoginVariant;
  kind: NewPasswordKind;
  loginName: string;
  /** The password typed at login. */
  currentPassword: string;
  /** The token of the older page's 30900 (legacy variant), for its initPwd. */
  tokenUuid?: string | null;
  /** Shown above the form; "Please reset your password." when not given. */
  notice?: string | null;
  autoFocus?: boolean;
  /** After the success alert is confirmed (and the session logged out). */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Initialise or reset password mode (000 §2, §5 "New or reset password", §8): new
 * password with the live rules popover and its confirmation; the button is enabled only
 * when both are filled, the password meets the rules and the confirmation matches.
 */
export function ResetPasswordForm({ variant, kind, loginName, currentPassword, tokenUuid, notice, autoFocus, onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation(['login', 'validation', 'errors', 'common']);
  const [form] = Form.useForm<NewPasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setNewPassword = useSetNewPassword(variant);
  const [logout] = useLogoutMutation();
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  const ready = isResetPassword(password) && checkConfirmPassword(confirmPassword, password, 'reset') === null;

  // The confirmation is checked again when the password changes, once the user has been there.
  const recheckConfirmation = (changed: Partial<NewPasswordValues>) => {
    if ('password' in changed && form.isFieldTouched('confirmPassword')) form.validateFields(['confirmPassword']).catch(() => undefined);
  };

  const submit = async (values: NewPasswordValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await setNewPassword({ kind, loginName, currentPassword, tokenUuid, password: values.password, confirmPassword: values.confirmPassword });
      notify.alert({
        tone: 'success',
        title: t('common:tips'),
        content: t('login:reset.success'),
        okText: t('common:confirm'),
        onOk: () => {
          // 000 §8: success, confirm, then logout; a failed logout changes nothing here.
          logout()
            .unwrap()
            .catch(() => undefined);
          onDone();
        },
      });
    } catch (failure) {
      setError(formErrorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<NewPasswordValues>
      form={form}
      name="newPassword"
      layout="vertical"
      requiredMark={false}
      initialValues={{ password: '', confirmPassword: '' }}
      onFinish={submit}
      onValuesChange={recheckConfirmation}
      aria-label={t(kind === 'initialise' ? 'login:modes.initialise' : 'login:modes.reset')}
    >
      <p className={styles.notice} role="status">
        {notice || t('login:reset.notice')}
      </p>
      <p className={styles.account}>{t('login:reset.account', { name: loginName })}</p>
      <NewPasswordFields
        password={password}
        requiredKey="passwordRequired"
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
      <FormError message={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={!ready || submitting}>
        {t('login:reset.submit')}
      </Button>
      <div className={styles.actions}>
        <Button type="link" onClick={onCancel}>
          {t('login:reset.backToLogin')}
        </Button>
      </div>
    </Form>
  );
}
