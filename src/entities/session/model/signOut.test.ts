import { beforeEach, describe, expect, it } from '@rstest/core';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { appStore } from '@tests/support/render';
import { authApi } from '../api/authApi';
import { setEnterpriseCookie } from '../lib/enterpriseCookie';
import { signOut } from './signOut';

/** A shell call (the current user) that the ended session answers with 01100 (000 §8 "Session expiry"). */
const poll = () => authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true });

let notes: NoticeRecord;

beforeEach(async () => {
  await setupI18n('en');
  localeInitialised('en');
  notes = recordNotices();
  window.location.hash = '#/main-productCenter';
  server.use(http.post('*/kj-web/sys/getCurSysUser', () => HttpResponse.json({ code: '01100', message: 'expired' })));
});

describe('sign-out (000 §4 "Other transitions")', () => {
  it('ends on /login keeping productType, with no "log in again" alert for a poll the ending session answers', async () => {
    server.use(
      http.post('*/sso-web/opera/logout', async () => {
        await delay(50);
        return HttpResponse.json({ code: '200', data: null });
      }),
    );
    const store = appStore();
    const routes: string[] = [];
    const signingOut = signOut({ dispatch: store.dispatch, navigate: (to) => routes.push(to) }, { productType: 'MARKET' });
    // The poll goes out while the logout call is under way and fails with 01100.
    const answered = await store.dispatch(poll());
    expect(answered.error).toMatchObject({ code: '01100' });
    await expect(signingOut).resolves.toBe(true);
    expect(routes).toEqual(['/login?productType=MARKET']);
    expect(notes.alerts).toEqual([]);
  });

  it('stays quiet until the login page shows: a refetch answered 01100 after the sign-out returned, before the address changed', async () => {
    const store = appStore();
    // The router changes the address a moment after navigate() (as the app's hash router may).
    const navigate = (to: string) => setTimeout(() => (window.location.hash = `#${to}`), 100);
    await expect(signOut({ dispatch: store.dispatch, navigate })).resolves.toBe(true);
    expect(window.location.hash).toBe('#/main-productCenter');
    const answered = await store.dispatch(poll());
    expect(answered.error).toMatchObject({ code: '01100' });
    expect(notes.alerts).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it("clears the single sign-on's enterprise-id cookie (000 §9), whether or not the logout call succeeds", async () => {
    for (const answer of [{ code: '200', data: null }, { code: '500', message: 'down' }]) {
      server.use(http.post('*/sso-web/opera/logout', () => HttpResponse.json(answer)));
      setEnterpriseCookie('ent-7');
      expect(document.cookie).toContain('enterpriseId=ent-7');
      const store = appStore();
      await signOut({ dispatch: store.dispatch, navigate: () => undefined });
      expect(document.cookie).not.toContain('enterpriseId=');
    }
  });
});
