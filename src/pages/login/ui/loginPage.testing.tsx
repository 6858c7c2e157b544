import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { issueCaptcha } from '@mocks/lib/inspect';
import { setNotifier, type AlertOptions } from '@/shared/ui/notifier';
import type { Locale } from '@/shared/i18n';
import { renderWithApp } from '../../../../tests/support/render';
import { LoginPage } from './LoginPage';

/** Test helpers of the login page's component tests. */

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The login page inside routes, so a navigation away shows up in `where`. */
export function renderLoginPage({ locale = 'en', route = '/login' }: { locale?: Locale; route?: string } = {}) {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { locale, route },
  );
}

/** Records what would be toasts and alerts. */
export function recordNotices() {
  const notices = { error: [] as string[], warning: [] as string[], success: [] as string[], alerts: [] as AlertOptions[] };
  setNotifier({
    error: (text) => notices.error.push(text),
    warning: (text) => notices.warning.push(text),
    success: (text) => notices.success.push(text),
    alert: (options) => notices.alerts.push(options),
  });
  return notices;
}

export interface SeenRequest {
  path: string;
  method: string;
  search: string;
  body: unknown;
}

/** Every request the page sends from now on, with its JSON body. */
export function recordRequests() {
  const pending: Promise<SeenRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          return { path: url.pathname, method: request.method, search: url.search, body };
        }),
    );
  };
  server.events.on('request:start', listener);
  return {
    all: () => Promise.all(pending),
    to: async (path: string) => (await Promise.all(pending)).filter((seen) => seen.path === path),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

export const LABELS = {
  en: { account: 'Username', password: 'Password', captcha: 'Verification code', login: /^login$/i },
  zh: { account: '用户名', password: '密码', captcha: '验证码', login: /^登\s*录$/ },
} as const;

/** Types an account, a password and the mock's current captcha (a fresh one unless given). */
export async function fillLogin(user: ReturnType<typeof userEvent.setup>, loginName: string, password: string, { locale = 'en', captcha }: { locale?: Locale; captcha?: string } = {}) {
  const labels = LABELS[locale];
  if (loginName) await user.type(screen.getByLabelText(labels.account), loginName);
  if (password) await user.type(screen.getByLabelText(labels.password), password);
  await user.type(screen.getByLabelText(labels.captcha), captcha ?? issueCaptcha());
}
