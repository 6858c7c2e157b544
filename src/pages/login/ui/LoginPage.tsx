import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '@/features/switch-language';
import { LoginForm, type LoginPrefill } from './LoginForm';
import { BRAND_COLOR, COPYRIGHT_YEAR, idleTimeoutMinutes, isMockBackend, loginVariant, type LoginVariant, ROUTES } from '@/shared/config';
import { useGetWebsiteConfigurationQuery } from '../api/brandingApi';
import { BRANDING_SETTING_NAMES, BUILD_BRANDING } from '../model/branding';
import { useLoginFlow } from '../model/useLoginFlow';
import { AgreementText } from './AgreementText';
import { BrandingLogo } from './BrandingLogo';
import { cssUrl } from '@/shared/lib/css';
import styles from './LoginPage.module.css';

// The other modes load on demand: a first visit downloads only the login form.
const ResetPasswordForm = lazy(() =>
  import(/* webpackChunkName: "login-reset-password" */ './ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })),
);
const ForgotPasswordForm = lazy(() =>
  import(/* webpackChunkName: "login-forgot-password" */ './ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })),
);
const RegisterForm = lazy(() =>
  import(/* webpackChunkName: "login-register" */ './RegisterForm').then((m) => ({ default: m.RegisterForm })),
);
const OtpForm = lazy(() => import(/* webpackChunkName: "login-otp" */ './OtpForm').then((m) => ({ default: m.OtpForm })));
// Demo builds only: the define makes this null in production, so the mock is not bundled.
const DemoAccounts = isMockBackend ? lazy(() => import(/* webpackChunkName: "login-demo-accounts" */ './DemoAccounts')) : null;

/**
 * antd's default link blue, error red and placeholder grey are below WCAG AA contrast on
 * white: inside the card, links take the brand blue, messages a darker red, placeholders a
 * darker grey.
 */
const cardTheme: ThemeConfig = {
  token: {
    colorLink: BRAND_COLOR,
    colorLinkHover: '#084a8b',
    colorLinkActive: '#063a6d',
    colorError: '#cf1322',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
};

/**
 * The login page (000 §2 "Login page modes"): the deployment's branding around one card
 * that holds the current mode — login, initialise or reset password, forgot password,
 * register or the one-time password. Modes switch in place, keeping the URL's query.
 * Plain markup and CSS for the frame: this is every visitor's first page and carries the
 * size budget. Which calls sign in is the deployment's (PORTAL_LOGIN_VARIANT); the page hands
 * it to its forms, and a test renders either variant through `variant`.
 */
export function LoginPage({ variant = loginVariant }: { variant?: LoginVariant } = {}) {
  const { t } = useTranslation(['common', 'login']);
  const { data: answered, isLoading } = useGetWebsiteConfigurationQuery([...BRANDING_SETTING_NAMES]);
  // Until the branding call answers, the build's own (the demo's; none in production), as
  // index.html's frame drew it: nothing swaps when the answer is the same.
  const branding = answered ?? (isLoading ? (BUILD_BRANDING ?? undefined) : undefined);
  const flow = useLoginFlow();
  const { mode, switched } = flow;
  const [prefill, setPrefill] = useState<LoginPrefill | null>(null);
  const background = branding?.backgroundUrl ? { backgroundImage: cssUrl(branding.backgroundUrl) } : undefined;
  const agreement = <AgreementText />;

  let body: ReactNode;
  switch (mode.kind) {
    case 'login':
      body = (
        <LoginForm
          key={flow.loginKey}
          variant={variant}
          initialAccount={flow.account}
          prefill={prefill}
          agreement={agreement}
          autoFocus={switched}
          busy={flow.busy}
          onOutcome={flow.onLoginOutcome}
          onForgotPassword={(account) => flow.leaveLogin({ kind: 'forgot' }, account)}
          onRegister={(account) => flow.leaveLogin({ kind: 'register' }, account)}
        />
      );
      break;
    case 'initialise':
    case 'reset':
      body = (
        <ResetPasswordForm
          variant={variant}
          kind={mode.kind}
          loginName={mode.loginName}
          currentPassword={mode.password}
          tokenUuid={mode.tokenUuid}
          notice={mode.notice}
          autoFocus
          onDone={() => flow.backToLogin()}
          onCancel={() => flow.backToLogin(mode.loginName)}
        />
      );
      break;
    case 'forgot':
      body = <ForgotPasswordForm autoFocus onDone={() => flow.backToLogin()} onCancel={() => flow.backToLogin(flow.account)} />;
      break;
    case 'register':
      body = (
        <RegisterForm
          agreement={agreement}
          channelId={flow.query.channelId}
          autoFocus={switched}
          onRegistered={(email) => flow.backToLogin(email)}
          onLogin={() => flow.backToLogin(flow.account)}
        />
      );
      break;
    case 'otp':
      body = <OtpForm autoFocus onVerified={flow.onOtpVerified} onCancel={() => flow.backToLogin(mode.loginName)} />;
      break;
  }

  return (
    <div className={styles.page} style={background} data-testid="login-page" aria-busy={isLoading}>
      <header className={styles.header}>
        <BrandingLogo branding={branding} />
        <LanguageSelect />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="login-title" data-mode={mode.kind}>
          <div className={styles.cardHeader}>
            <h1 id="login-title" className={styles.title}>
              {t(`login:modes.${mode.kind}`)}
            </h1>
            {branding?.branded ? <span className={styles.brandedTag}>{t('login:branding.brandedBadge')}</span> : null}
          </div>
          {flow.query.reason && mode.kind === 'login' ? (
            <p className={styles.status} role="status">
              {flow.query.reason === 'inactivity' ? t('login:signedOutIdle', { minutes: idleTimeoutMinutes }) : t('login:signedOutEmptyMenu')}
            </p>
          ) : null}
          {flow.busy && mode.kind === 'login' ? (
            <p className={styles.status} role="status">
              {t('login:form.resuming')}
            </p>
          ) : null}
          <ConfigProvider theme={cardTheme}>
            <Suspense fallback={<p className={styles.status}>{t('common:loading')}</p>}>{body}</Suspense>
          </ConfigProvider>
        </section>
        {DemoAccounts && mode.kind === 'login' ? (
          <Suspense fallback={null}>
            <DemoAccounts onPick={(account) => setPrefill({ loginName: account.loginName, password: account.password, imgCode: account.imgCode })} />
          </Suspense>
        ) : null}
      </main>
      <footer className={styles.footer}>
        {/* Server text is rendered as text, never as HTML. */}
        {branding?.recordMessage ? <span data-testid="record-message">{branding.recordMessage}</span> : null}
        <Link to={ROUTES.terms}>{t('login:termsLink')}</Link>
        <span className={styles.copyright}>{t('copyright', { year: COPYRIGHT_YEAR })}</span>
      </footer>
    </div>
  );
}
