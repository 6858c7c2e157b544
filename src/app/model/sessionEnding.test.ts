import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { takeForcedSignIn } from '@/shared/api';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { createSessionEnding } from './sessionEnding';

let notes: NoticeRecord;
let ending: ReturnType<typeof createSessionEnding>;

const expired = (code = '01100') => ending.sessionEnded({ code, message: 'expired' });
const elsewhere = (message = 'Logged in elsewhere') => ending.sessionEnded({ code: '830005', message });

beforeEach(async () => {
  await setupI18n('en');
  localeInitialised('en');
  notes = recordNotices();
  window.location.hash = '#/home';
  rs.useFakeTimers({ toFake: ['Date'] });
  // One app per test: its memory (the last alert, a sign-out under way) starts empty.
  ending = createSessionEnding();
});

afterEach(() => {
  rs.useRealTimers();
});

describe('an expired session (000 §8: 01100, 10900, a redirect)', () => {
  it.each(['01100', '10900', 'REDIRECT'])('%s shows the Login Again alert, which goes to /login', (code) => {
    expired(code);
    expect(notes.alerts).toHaveLength(1);
    expect(notes.alerts[0]).toMatchObject({ title: 'Tips', content: 'Your session has expired. Please log in again.', okText: 'Login Again' });
    notes.alerts[0]?.onOk?.();
    expect(window.location.hash).toBe('#/login');
  });

  it('shows the alert at most once per 5 seconds', () => {
    expired();
    rs.setSystemTime(Date.now() + 4_000);
    expired();
    expect(notes.alerts).toHaveLength(1);
    rs.setSystemTime(Date.now() + 1_001);
    expired();
    expect(notes.alerts).toHaveLength(2);
  });

  it('is not silenced by a clock set back since the last alert', () => {
    expired();
    rs.setSystemTime(Date.now() - 60_000);
    expired();
    expect(notes.alerts).toHaveLength(2);
  });

  it('another app (a store of its own) is not silenced by this one\'s alert', () => {
    expired();
    createSessionEnding().sessionEnded({ code: '01100', message: 'expired' });
    expect(notes.alerts).toHaveLength(2);
  });

  it.each(['#/login', '#/login?productType=MARKET', '#/', '#/logoutPage', '#/terms'])(
    'shows no alert on the signed-out route %s (a poll of the page just left)',
    (hash) => {
      window.location.hash = hash;
      expired();
      expect(notes.all).toEqual([]);
    },
  );

  it('shows no alert while a sign-out runs, nor after it until the login page is there; then again', async () => {
    await ending.whileSigningOut(async () => {
      expired();
    });
    // The sign-out is over, the router still on its way to the login page.
    expired();
    expect(notes.all).toEqual([]);
    // A poll finds the login page; signed in again, in the shell, an expiry is announced once more.
    window.location.hash = '#/login';
    expired();
    window.location.hash = '#/home';
    expired();
    expect(notes.alerts).toHaveLength(1);
  });

  it('a sign-out whose login page is never seen stays quiet for 3 s only', async () => {
    await ending.whileSigningOut(async () => undefined);
    rs.setSystemTime(Date.now() + 2_999);
    expired();
    expect(notes.alerts).toEqual([]);
    rs.setSystemTime(Date.now() + 1);
    expired();
    expect(notes.alerts).toHaveLength(1);
  });
});

describe('signed in elsewhere (000 §8: 830005)', () => {
  it('goes to /login keeping the language and the route\'s productType, and shows the message', () => {
    window.location.hash = '#/main-productCenter?menuKey=MORE10000&productType=MARKET';
    localeInitialised('zh');
    elsewhere('已在别处登录');
    expect(window.location.hash).toBe('#/login?lang=zh&productType=MARKET');
    expect(notes.error).toEqual(['已在别处登录']);
    expect(notes.alerts).toEqual([]);
  });

  it('marks the arrival so that the login page asks for a sign-in instead of resuming the session', () => {
    takeForcedSignIn();
    elsewhere();
    expect(takeForcedSignIn()).toBe(true);
    // Read once: a later plain visit to /login resumes a session again.
    expect(takeForcedSignIn()).toBe(false);
  });

  it('on the login page leaves its address as it is', () => {
    window.location.hash = '#/login?userName=demo.one&productType=IDD';
    elsewhere();
    expect(window.location.hash).toBe('#/login?userName=demo.one&productType=IDD');
    expect(notes.error).toEqual(['Logged in elsewhere']);
  });
});

describe('signing in again comes back to the page the user was on, where it keeps what was typed', () => {
  const refer = (route: string) => encodeURIComponent(route);

  it('Login Again on the company KYC wizard returns to it', () => {
    window.location.hash = '#/CommKycFile?id=20021&status=INIT';
    expired();
    notes.alerts[0]?.onOk?.();
    expect(window.location.hash).toBe(`#/login?refer=${refer('/CommKycFile?id=20021&status=INIT')}`);
  });

  const DRAWBACK = '/exportDrawbackKyc?type=prefill&productType=EXPORT_DRAWBACK_PROD';

  it('signed in elsewhere on the export drawback wizard, the login address carries it in refer only (its productType is no sign-in product)', () => {
    window.location.hash = `#${DRAWBACK}`;
    elsewhere();
    expect(window.location.hash).toBe(`#/login?lang=en&refer=${refer(DRAWBACK)}`);
  });

  it.each(['01100', '10900'])('%s on the export drawback wizard: Login Again carries it in refer only', (code) => {
    window.location.hash = `#${DRAWBACK}`;
    expired(code);
    notes.alerts[0]?.onOk?.();
    expect(window.location.hash).toBe(`#/login?refer=${refer(DRAWBACK)}`);
  });
});
