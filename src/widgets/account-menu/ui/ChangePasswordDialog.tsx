import { useId, useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { whileSigningOut, type ApiDispatch } from '@/shared/api';
import { sessionStores } from '@/entities/session';
import { PASSWORD_MAX_LENGTH, formRule, required, type ValidationKey } from '@/shared/lib/validation';
import { FormError, formErrorText } from '@/shared/ui/form-error';
import { notify } from '@/shared/ui/notifier';
import { NewPasswordFields } from '@/shared/ui/password-rules';
import { loginNameOf } from '../lib/loginName';
import { useChangePassword } from '../model/useChangePassword';
import styles from './ChangePasswordDialog.module.css';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * After the success alert is confirmed. The caller (a header's user menu) logs out
   * here (`useLogout` of features/logout keeps productType): the dialog hands the sign-out
   * to its caller.
   */
  onPasswordChanged: () => void;
}

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * The change-password dialog of the shell's user menu and the onboarding wizard's header (000 §2, §5 "Change-password dialog"; 001 §2.10, §5):
 * old password (required), new password (required, the 12 to 15 rules with the live rules
 * popover) and its confirmation (required, equal), checked on submit. The submit button
 * is disabled while the change is under way. A failure shows the server's message (or the
 * not-responding text) under the form; success shows the alert "Password has been reset
 * successfully. Please login again." whose confirm button leads to the logout.
 */
export function ChangePasswordDialog({ open, onClose, onPasswordChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['account', 'login', 'validation', 'errors', 'common']);
  const [form] = Form.useForm<ChangePasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  const [user, curLoginName] = useUnit([sessionStores.objUser, sessionStores.curLoginName]);
  const loginName = loginNameOf(curLoginName, user);
  const [submitting, setSubmitting] = useState(false);
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const dispatch = useDispatch<ApiDispatch>();
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  // The confirmation is checked again when the new password changes, once the user has been there.
  const recheckConfirmation = (changed: Partial<ChangePasswordValues>) => {
    if ('password' in changed && form.isFieldTouched('confirmPassword')) form.validateFields(['confirmPassword']).catch(() => undefined);
  };

  const close = () => {
    if (submitting) return;
    setError(null);
    onClose();
  };

  const submit = async (values: ChangePasswordValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await changePassword({ loginName, oldPassword: values.oldPassword, password: values.password, confirmPassword: values.confirmPassword });
      // The change ended the session on the server: from here until the sign-out has
      // reached the login page, a shell poll answered 01100 is that ended session, not an
      // expiry to announce over the success message (000 §8).
      void dispatch(
        whileSigningOut(
          () =>
            new Promise<void>((confirmed) =>
              notify.alert({
                tone: 'success',
                title: t('common:tips'),
                content: t('login:reset.success'),
                okText: t('common:confirm'),
                onOk: () => {
                  onClose();
                  onPasswordChanged();
                  confirmed();
                },
              }),
            ),
        ),
      );
    } catch (failure) {
      setError(formErrorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('account:changePassword.title')}
      onCancel={close}
      mask={{ closable: !submitting }}
      closable={!submitting}
      keyboard={!submitting}
      destroyOnHidden
      afterClose={() => setError(null)}
      footer={[
        <Button key="cancel" onClick={close} disabled={submitting}>
          {t('common:cancel')}
        </Button>,
        // The footer sits outside the form: the form attribute ties the button to it, so Enter in a field submits too.
        <Button key="submit" type="primary" htmlType="submit" form={formId} loading={submitting} disabled={submitting}>
          {t('account:changePassword.submit')}
        </Button>,
      ]}
    >
      <Form<ChangePasswordValues>
        form={form}
        id={formId}
        name="changePassword"
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={submit}
        onValuesChange={recheckConfirmation}
        aria-label={t('account:changePassword.title')}
        className={styles.form}
      >
        {loginName ? <p className={styles.account}>{t('account:changePassword.account', { name: loginName })}</p> : null}
        <Form.Item
          name="oldPassword"
          label={t('account:changePassword.oldPassword')}
          validateTrigger={['onChange', 'onBlur']}
          rules={[formRule(required('oldPasswordRequired'), message)]}
        >
          <Input.Password autoComplete="current-password" placeholder={t('account:changePassword.oldPasswordPlaceholder')} maxLength={PASSWORD_MAX_LENGTH} autoFocus />
        </Form.Item>
        <NewPasswordFields
          password={password}
          requiredKey="newPasswordRequired"
          message={message}
          labels={{
            password: t('account:changePassword.newPassword'),
            passwordPlaceholder: t('account:changePassword.newPasswordPlaceholder'),
            confirm: t('account:changePassword.confirmPassword'),
            confirmPlaceholder: t('account:changePassword.confirmPasswordPlaceholder'),
            rules: { title: t('login:password.rulesTitle'), met: t('login:password.ruleMet'), unmet: t('login:password.ruleUnmet') },
          }}
        />
        <FormError message={error} />
      </Form>
    </Modal>
  );
}
