import { useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useListPhoneAreaCodesQuery } from '@/entities/country';
import { VERIFICATION_CODE_COUNTDOWN_S } from '@/shared/config';
import { $locale } from '@/shared/i18n';
import {
  checkRegistrationEmail,
  checkRegistrationPassword,
  FIELD_MAX_LENGTH,
  firstError,
  isEmpty,
  required,
  sanitisePhone,
  type ValidationKey,
} from '@/shared/lib/validation';
import { useCountdown } from '@/shared/ui/countdown';
import { notify } from '@/shared/ui/notifier';
import { PasswordRulesPopover } from '@/shared/ui/password-rules';
import { useSendEnrollCodeMutation } from '../api/registerApi';
import { formRule, PASSWORD_MAX_LENGTH } from '@/shared/lib/validation';
import { checkPhonePair } from '../lib/phone';
import { useRegister } from '../model/useRegister';
import { FormError, formErrorText } from '@/shared/ui/form-error';
import styles from './RegisterForm.module.css';

interface RegisterValues {
  companyName: string;
  name: string;
  phoneAreaCode?: string;
  telephone: string;
  email: string;
  password: string;
  verificationCode: string;
  agreed: boolean;
}

export interface RegisterFormProps {
  /** Label of the agreement checkbox (the page supplies the links). */
  agreement: ReactNode;
  /** Sent with the registration when the page has one. */
  channelId?: string | null;
  autoFocus?: boolean;
  /** After the "Success" toast; the page switches to login with this e-mail as account. */
  onRegistered: (email: string) => void;
  onLogin: () => void;
}

/**
 * Register mode (000 §2, §5 "Registration", §7 "Registration"): company, contact, area
 * code and phone, e-mail, password, e-mailed code with a 60 s countdown, agreement.
 */
export function RegisterForm({ agreement, channelId, autoFocus, onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation(['login', 'validation', 'errors']);
  const locale = useUnit($locale);
  const [form] = Form.useForm<RegisterValues>();
  const email = Form.useWatch('email', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown(VERIFICATION_CODE_COUNTDOWN_S);
  const { data: areaCodes, isFetching: loadingAreaCodes } = useListPhoneAreaCodesQuery();
  const [sendCode] = useSendEnrollCodeMutation();
  const register = useRegister();
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  const areaOptions = useMemo(
    () =>
      (areaCodes ?? [])
        .filter((entry) => entry.phoneCode)
        .map((entry) => ({
          value: entry.phoneCode as string,
          label: t('login:register.areaCodeOption', {
            code: entry.phoneCode,
            name: (locale === 'zh' ? entry.chineseName : entry.englishName) ?? entry.englishName ?? entry.countryCode ?? '',
          }),
        })),
    [areaCodes, locale, t],
  );

  const failure = (caught: unknown) => setError(formErrorText(caught));

  const send = async () => {
    setError(null);
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendCode({ email: form.getFieldValue('email').trim() }).unwrap();
      countdown.start();
      notify.success(t('login:code.sent'));
    } catch (caught) {
      failure(caught);
    } finally {
      setSending(false);
    }
  };

  // Phone and area code depend on each other: re-check the other one once the user has been there.
  const recheckPhonePair = (changed: Partial<RegisterValues>) => {
    const other = 'telephone' in changed ? 'phoneAreaCode' : 'phoneAreaCode' in changed ? 'telephone' : null;
    if (other && form.isFieldTouched(other)) form.validateFields([other]).catch(() => undefined);
  };

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    const registeredEmail = values.email.trim();
    try {
      await register({
        companyName: values.companyName.trim(),
        name: values.name.trim(),
        email: registeredEmail,
        phoneAreaCode: values.phoneAreaCode || undefined,
        telephone: values.telephone || undefined,
        verificationCode: values.verificationCode.trim(),
        password: values.password,
        channelId,
      });
      notify.success(t('login:register.success'));
      onRegistered(registeredEmail);
    } catch (caught) {
      failure(caught);
    } finally {
      setSubmitting(false);
    }
  };

  const requiredText = (key: 'companyNameRequired' | 'contactNameRequired') => ({
    validator: (_rule: unknown, value: string | undefined) => (isEmpty(value) ? Promise.reject(new Error(t(`login:register.${key}`))) : Promise.resolve()),
  });

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      initialValues={{ companyName: '', name: '', telephone: '', email: '', password: '', verificationCode: '', agreed: false }}
      onFinish={submit}
      onValuesChange={recheckPhonePair}
      aria-label={t('login:modes.register')}
    >
      <Form.Item name="companyName" label={t('login:register.companyName')} rules={[requiredText('companyNameRequired')]}>
        <Input autoComplete="organization" placeholder={t('login:register.companyNamePlaceholder')} maxLength={FIELD_MAX_LENGTH.companyName} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="name" label={t('login:register.contactName')} rules={[requiredText('contactNameRequired')]}>
        <Input autoComplete="name" placeholder={t('login:register.contactNamePlaceholder')} maxLength={FIELD_MAX_LENGTH.contactName} />
      </Form.Item>
      <div className={styles.phoneRow}>
        <Form.Item
          className={styles.areaCode}
          name="phoneAreaCode"
          label={t('login:register.areaCode')}
          rules={[({ getFieldValue }) => formRule((value) => checkPhonePair(getFieldValue('telephone'), value).areaCode, message)]}
        >
          <Select
            options={areaOptions}
            loading={loadingAreaCodes}
            placeholder={t('login:register.areaCodePlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            popupMatchSelectWidth={false}
          />
        </Form.Item>
        <Form.Item
          className={styles.phone}
          name="telephone"
          label={t('login:register.phone')}
          normalize={(value: string) => sanitisePhone(value)}
          rules={[({ getFieldValue }) => formRule((value) => checkPhonePair(value, getFieldValue('phoneAreaCode')).phone, message)]}
        >
          <Input inputMode="numeric" autoComplete="tel-national" placeholder={t('login:register.phonePlaceholder')} maxLength={FIELD_MAX_LENGTH.phone} />
        </Form.Item>
      </div>
      <Form.Item
        name="email"
        label={t('login:register.email')}
        rules={[formRule(firstError(required('emailAddressRequired'), checkRegistrationEmail), message)]}
      >
        <Input type="email" autoComplete="email" placeholder={t('login:register.emailPlaceholder')} maxLength={FIELD_MAX_LENGTH.registrationEmail} />
      </Form.Item>
      <PasswordRulesPopover
        password={password}
        open={passwordFocused}
        labels={{ title: t('login:password.rulesTitle'), met: t('login:password.ruleMet'), unmet: t('login:password.ruleUnmet') }}
      >
        <Form.Item
          name="password"
          label={t('login:register.password')}
          rules={[formRule(firstError(required('passwordRequired'), checkRegistrationPassword), message)]}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={t('login:register.passwordPlaceholder')}
            maxLength={PASSWORD_MAX_LENGTH}
            onFocus={() => setPasswordFocused(true)}
            onBlur={() => setPasswordFocused(false)}
          />
        </Form.Item>
      </PasswordRulesPopover>
      <Form.Item label={t('login:register.code')} htmlFor="register-code" required>
        <div className={styles.codeRow}>
          <Form.Item name="verificationCode" noStyle rules={[formRule(required('emailCodeRequired'), message)]}>
            <Input id="register-code" className={styles.codeInput} autoComplete="one-time-code" placeholder={t('login:register.codePlaceholder')} maxLength={10} />
          </Form.Item>
          <Button className={styles.sendButton} onClick={send} disabled={isEmpty(email) || countdown.running || sending}>
            {countdown.running ? t('login:code.resend', { seconds: countdown.remaining }) : t('login:code.send')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[{ validator: (_rule, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(t('login:register.agreementRequired')))) }]}
      >
        <Checkbox className={styles.agreement}>{agreement}</Checkbox>
      </Form.Item>
      <FormError message={error} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={submitting}>
        {t('login:register.submit')}
      </Button>
      <div className={styles.switchRow}>
        <span>{t('login:register.haveAccount')}</span>
        <Button type="link" size="small" className={styles.linkButton} onClick={onLogin}>
          {t('login:register.toLogin')}
        </Button>
      </div>
    </Form>
  );
}
