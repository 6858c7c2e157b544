import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { signIn } from '@mocks/lib/session';
import { server } from '@mocks/node';
import { demoAccountId } from '@mocks/scenarios';
import { authApi, sessionStores, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { IDLE_SIGN_OUT_KEY, shareActivity } from '../model/sharedActivity';
import IdleTimeout from './IdleTimeout';

const SECOND = 1000;
/** Two minutes: the warning comes after one. */
const TIMEOUT_MS = 120 * SECOND;
const PAGE = '/CommKycFile?id=20001&productType=MARKET';
/** An unsaved step of the company KYC wizard, as the wizard frame keeps it (per user, flow, enterprise, step). */
const DRAFT_KEY = 'wizardDraft:demo.one:kyc:20001:1';

const warning = () => screen.queryByRole('dialog', { name: 'Are you still there?' });
const pass = (ms: number) => act(() => rstest.advanceTimersByTimeAsync(ms));

/** Every path the app called, in order. */
function recordCalls() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  return { paths, stop: () => server.events.removeListener('request:start', listener) };
}

async function signedInOnThePage(locale: 'en' | 'zh' = 'en') {
  signIn(demoAccountId('demo.one'));
  userSignedIn({ loginName: 'demo.one' });
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ companyNameCn: '未保存的公司名称' }));
  return renderApp(<IdleTimeout timeoutMs={TIMEOUT_MS} />, { route: PAGE, locale });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  rstest.useRealTimers();
});

describe('the idle timeout of a signed-in tab', () => {
  it('warns a minute before, with the time left and "Stay signed in" focused; staying moves the deadline', async () => {
    await signedInOnThePage();
    await pass(59 * SECOND);
    expect(warning()).toBeNull();
    await pass(SECOND);
    const dialog = warning()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('For your security you will be signed out in 1:00.');
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Sign out now' })).toBeInTheDocument();
    await pass(SECOND);
    expect(dialog).toHaveTextContent('signed out in 0:59.');
    // Moving between the dialog's buttons is no answer: the warning stays.
    fireEvent.keyDown(stay, { key: 'Tab' });
    await pass(SECOND);
    expect(warning()).toHaveTextContent('signed out in 0:58.');

    fireEvent.click(stay);
    await pass(0);
    expect(warning()).toBeNull();
    // Two minutes from the click: no warning one minute after the old deadline would have come.
    await pass(59 * SECOND);
    expect(warning()).toBeNull();
    await pass(SECOND);
    expect(warning()).toBeInTheDocument();
    // Escape (the dialog's close) stays signed in as well.
    fireEvent.keyDown(warning()!, { key: 'Escape' });
    await pass(0);
    expect(warning()).toBeNull();
  });

  it('warns in Chinese when the portal is in Chinese', async () => {
    await signedInOnThePage('zh');
    await pass(60 * SECOND);
    const dialog = screen.getByRole('dialog', { name: '您还在吗？' });
    expect(dialog).toHaveTextContent('为保障账户安全，将在 1:00 后退出登录。');
    expect(within(dialog).getByRole('button', { name: /保持登录/ })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: /立即退出/ })).toBeInTheDocument();
  });

  it("counts the user's input, not the app's polls: a key press restarts the clock, answered requests do not", async () => {
    const { store } = await signedInOnThePage();
    await pass(50 * SECOND);
    fireEvent.keyDown(document.body, { key: 'a' });
    await pass(50 * SECOND);
    expect(warning()).toBeNull();
    // The shell's polls go on (the current user, here) and are answered: no input.
    for (let poll = 0; poll < 2; poll += 1) {
      const answered = store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
      await pass(5 * SECOND);
      expect((await answered).isSuccess).toBe(true);
    }
    expect(warning()).toBeInTheDocument();
  });

  it('signs out at the deadline keeping the unsaved wizard input, to the login page that says why and returns here', async () => {
    const calls = recordCalls();
    const app = await signedInOnThePage();
    await pass(TIMEOUT_MS);
    await pass(SECOND);
    calls.stop();
    expect(calls.paths).toContain('/sso-web/opera/logout');
    const login = new URL(app.route(), 'https://portal.example.com');
    expect(login.pathname).toBe('/login');
    // The page's query rides inside refer only: as the login's productType, a wizard's own
    // (the drawback wizard's EXPORT_DRAWBACK_PROD) would narrow the sign-in's company list to none.
    expect(Object.fromEntries(login.searchParams)).toEqual({ reason: 'inactivity', refer: PAGE });
    expect(sessionStores.curLoginName.getState()).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('未保存的公司名称');
  });

  it('looks again when the tab is shown: a tab whose timers slept past the deadline signs out at once, without counting the showing as input', async () => {
    const app = await signedInOnThePage();
    await pass(30 * SECOND);
    // The computer slept: the clock moved on, no timer ran.
    rstest.setSystemTime(Date.now() + TIMEOUT_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await pass(0);
    await pass(SECOND);
    expect(app.route()).toMatch(/^\/login\?.*reason=inactivity/);
  });

  it('"Sign out now" is the ordinary logout: the unsaved input goes with the session', async () => {
    const app = await signedInOnThePage();
    await pass(60 * SECOND);
    fireEvent.click(within(warning()!).getByRole('button', { name: 'Sign out now' }));
    await pass(SECOND);
    expect(app.route()).toBe('/login?productType=MARKET');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('closes the warning when another tab stays signed in, and follows another tab that signed out for inactivity', async () => {
    const app = await signedInOnThePage();
    await pass(60 * SECOND);
    expect(warning()).toBeInTheDocument();
    // "Stay signed in" in another tab, which shares the last activity.
    shareActivity(Date.now());
    await pass(SECOND);
    expect(warning()).toBeNull();

    window.dispatchEvent(new StorageEvent('storage', { key: IDLE_SIGN_OUT_KEY, newValue: String(Date.now()) }));
    await pass(SECOND);
    expect(app.route()).toMatch(/^\/login\?.*reason=inactivity/);
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
