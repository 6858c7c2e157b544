import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Form } from 'antd';
// Input and its Password alone: antd's Input index also brings TextArea, Search and OTP
// (about 3 KB of the first visit's gzip, which is at its 296 KB budget; README "Performance").
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { captchaImageUrl } from '@/entities/session';
import { $locale, localeChanged } from '@/shared/i18n';
import type { LoginVariant } from '@/shared/config';
import { PASSWORD_MAX_LENGTH, required, type ValidationKey } from '@/shared/lib/validation';
import { formRule } from '@/shared/lib/validation';
import { useLoginByPassword, type LoginOutcome } from '../model/useLoginByPassword';
import { adoptFrameInput, findLoginFrame, frameCaptchaSrc, type FrameControl, type FrameInput } from '../model/frameInput';
import { CaptchaImage } from './Captcha';
import { FormError, formErrorText } from '@/shared/ui/form-error';
import styles from './LoginForm.module.css';

interface LoginValues {
  loginName: string;
  password: string;
  imgCode: string;
  agreed: boolean;
}

/** Values another part of the page writes into the form (the demo accounts). */
export interface LoginPrefill {
  loginName: string;
  password?: string;
  /** With the captcha too (the demo presenter's one-click sign-in), the form submits at once. */
  imgCode?: string;
}

export interface LoginFormProps {
  /** Whose calls sign in: the single-sign-on helper's or the older page's (PORTAL_LOGIN_VARIANT). */
  variant: LoginVariant;
  /** Account to start with (the `userName` query, the e-mail just registered). */
  initialAccount?: string;
  /** Written into the form whenever a new object is passed. */
  prefill?: LoginPrefill | null;
  /** Label of the agreement checkbox (the page supplies the links). */
  agreement: ReactNode;
  autoFocus?: boolean;
  /** Something else is signing the user in (an existing single-sign-on session). */
  busy?: boolean;
  /**
   * Signed in or sent to set a password. A rejection (an ApiError) shows its message
   * under the form like a login error.
   */
  onOutcome: (outcome: LoginOutcome) => Promise<void> | void;
  /** With the account typed so far, so that coming back keeps it. */
  onForgotPassword: (account: string) => void;
  onRegister: (account: string) => void;
}

/**
 * The login mode of the login page (000 §2, §4 steps 1 to 3 and 7, §5 "Login"): account,
 * password, captcha, agreement; Enter submits; every error refreshes the captcha and
 * keeps what was typed except the captcha.
 *
 * Its first mount takes over index.html's frame, the same form before the app arrived
 * (frameInput): what was typed, the agreement box, the focus and caret, the captcha image
 * shown (its code is the one typed), and a Login or link pressed meanwhile, carried out now.
 */
export function LoginForm({ variant, initialAccount, prefill, agreement, autoFocus, busy, onOutcome, onForgotPassword, onRegister }: LoginFormProps) {
  const { t } = useTranslation(['login', 'validation', 'errors']);
  const [form] = Form.useForm<LoginValues>();
  const agreed = Form.useWatch('agreed', form) ?? true;
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  // Found while React renders, before it replaces the frame; read once that is done.
  const [frame] = useState(findLoginFrame);
  const [frameCaptcha, setFrameCaptcha] = useState(() => frameCaptchaSrc(frame));
  const locale = useUnit($locale);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { login, prefetchKey } = useLoginByPassword(variant);
  const message = (key: ValidationKey) => t(key, { ns: 'validation' });

  // Two refreshes within one millisecond must still change the address.
  const refreshCaptcha = () => {
    setFrameCaptcha(null);
    setCaptchaStamp((previous) => Math.max(Date.now(), previous + 1));
  };

  // Before the first paint of the form: nothing typed in the frame is seen missing, even for a frame.
  useLayoutEffect(() => {
    const input = frame && adoptFrameInput(frame);
    if (!input) return;
    // A language picked in the frame after the app had read the stored one: the app switches to it as its own select does (a reload).
    if (input.locale && input.locale !== locale) {
      localeChanged(input.locale);
      return;
    }
    // A field left empty in the frame keeps what the form starts with (the `userName` query's account).
    const { agreed: frameAgreed, ...typed } = input.values;
    form.setFieldsValue({ ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== '')), agreed: frameAgreed });
    if (input.focus) focusControl(input.focus, input.values, submitButton.current);
    // What was pressed in the frame, now that the form holds what was typed there.
    if (input.intent === 'login') form.submit();
    else if (input.intent === 'forgot') onForgotPassword(form.getFieldValue('loginName') ?? '');
    else if (input.intent === 'register') onRegister(form.getFieldValue('loginName') ?? '');
    // Once, on the first mount, with that render's values and callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!prefill) return;
    form.setFieldsValue({ loginName: prefill.loginName, password: prefill.password ?? '', ...(prefill.imgCode ? { imgCode: prefill.imgCode } : {}) });
    if (prefill.imgCode) form.submit();
  }, [prefill, form]);

  // The public key ahead of the submit (useLoginByPassword): on opening with an account,
  // when a demo account is picked, and when the account field is left.
  useEffect(() => {
    const account = prefill?.loginName ?? initialAccount;
    if (account) prefetchKey(account);
  }, [prefill, initialAccount, prefetchKey]);

  const failWith = (text: string) => {
    setError(text);
    refreshCaptcha();
    form.setFieldValue('imgCode', '');
  };

  const submit = async (values: LoginValues) => {
    // Enter submits too (000 §2): never a second login while one runs or has signed in.
    if (submitting || busy) return;
    setSubmitting(true);
    setError(null);
    try {
      const outcome = await login({ loginName: values.loginName.trim(), password: values.password, imgCode: values.imgCode.trim() });
      if (outcome.kind !== 'signedIn') refreshCaptcha();
      await onOutcome(outcome);
    } catch (failure) {
      failWith(formErrorText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      initialValues={{ loginName: initialAccount ?? '', password: '', imgCode: '', agreed: true }}
      onFinish={submit}
      aria-label={t('login:modes.login')}
    >
      <Form.Item name="loginName" label={t('login:form.account')} rules={[formRule(required('usernameRequired'), message)]}>
        <Input
          autoComplete="username"
          placeholder={t('login:form.accountPlaceholder')}
          autoFocus={autoFocus}
          maxLength={200}
          onBlur={(event) => prefetchKey(event.target.value)}
        />
      </Form.Item>
      <Form.Item name="password" label={t('login:form.password')} rules={[formRule(required('passwordRequired'), message)]}>
        <Password autoComplete="current-password" placeholder={t('login:form.passwordPlaceholder')} maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label={t('login:form.captcha')} htmlFor="login-captcha" required>
        <div className={styles.captchaRow}>
          <Form.Item name="imgCode" noStyle rules={[formRule(required('captchaRequired'), message)]}>
            <Input id="login-captcha" className={styles.captchaInput} autoComplete="off" placeholder={t('login:form.captchaPlaceholder')} maxLength={8} />
          </Form.Item>
          <CaptchaImage src={frameCaptcha ?? captchaImageUrl(captchaStamp, variant)} shown={frameCaptcha !== null} onRefresh={refreshCaptcha} />
        </div>
      </Form.Item>
      <div className={styles.linksRow}>
        <Button type="link" size="small" className={styles.linkButton} onClick={() => onForgotPassword(form.getFieldValue('loginName') ?? '')}>
          {t('login:form.forgotPassword')}
        </Button>
      </div>
      <Form.Item name="agreed" valuePropName="checked" noStyle>
        <Checkbox className={styles.agreement}>{agreement}</Checkbox>
      </Form.Item>
      <FormError message={error} />
      <Button ref={submitButton} type="primary" htmlType="submit" block size="large" loading={submitting || busy} disabled={!agreed || submitting || busy}>
        {t('login:form.submit')}
      </Button>
      <div className={styles.switchRow}>
        <span>{t('login:form.noAccount')}</span>
        <Button type="link" size="small" className={styles.linkButton} onClick={() => onRegister(form.getFieldValue('loginName') ?? '')}>
          {t('login:form.toRegister')}
        </Button>
      </div>
    </Form>
  );
}

/** The login form's element for a control of the frame (antd's ids: the form's name and the field's). */
const ELEMENT_ID: Record<Exclude<FrameControl, 'submit'>, string> = {
  loginName: 'login_loginName',
  password: 'login_password',
  imgCode: 'login-captcha',
  agreed: 'login_agreed',
};

/**
 * Focus where it was in the frame, the caret too. A field that takes a typed value is given
 * it here first: the form's render that follows then finds it unchanged and leaves the caret alone.
 */
function focusControl({ control, selection }: NonNullable<FrameInput['focus']>, values: FrameInput['values'], submit: HTMLButtonElement | null) {
  const element = control === 'submit' ? submit : document.getElementById(ELEMENT_ID[control]);
  const typed = control === 'submit' || control === 'agreed' ? '' : values[control];
  if (element instanceof HTMLInputElement && typed !== '') element.value = typed;
  element?.focus();
  if (selection && element instanceof HTMLInputElement) element.setSelectionRange(selection[0], selection[1]);
}
