import { test as setup, type Page, type Response } from '@playwright/test';
import { expect } from './support/expect';
import { AUTH_TEXT, currentRoute, signIn } from './support/auth';
import { saveSignedIn, SIGNED_IN, type SignedInState } from './support/signedIn';
import { selectPushToasts } from '../../src/pages/shell/lib/notifications/pushToasts';

/**
 * Signs each reusable demo account in through the login form once per run and keeps the
 * state for the journeys (where the form leads each account is signInFlow.test.tsx's; the
 * sweeps and artefacts/ sign in through the form too, in Chinese and English).
 */

/** Waits until the shell's landing (the product centre, or another page for /home) has settled. */
async function landed(page: Page): Promise<string> {
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/(login|companyChoose|home(\?|$))/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return currentRoute(page);
}

const signInTo: Record<SignedInState, (page: Page) => Promise<string>> = {
  // demo.one's shell opens on the product centre (000 §2).
  one: async (page) => {
    const route = await landed(page);
    expect(route).toMatch(/^\/main-productCenter/);
    return route;
  },
  fund: landed,
  // company KYC wizard (001 §2.1)
  kycHalf: landed,
  kycBack: landed,
  kycDone: landed,
  manyChoosing: async (page) => {
    await expect(page.getByRole('region', { name: AUTH_TEXT.en.chooserTitle })).toBeVisible();
    return currentRoute(page);
  },
};

/**
 * Waits until the shell has shown the session's push toasts (the stagger puts the second
 * a second after the first), so that the saved session has them as shown: the journeys'
 * tabs start without toasts over the top right (support/signedIn.ts).
 */
async function pushesShown(page: Page, pushList: Promise<Response>): Promise<void> {
  const { data } = (await (await pushList).json()) as { data: Parameters<typeof selectPushToasts>[0] };
  const due = selectPushToasts(data).length;
  await expect.poll(() => page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('shownPushKeys') ?? '[]') as string[]).length)).toBe(due);
}

for (const state of Object.keys(SIGNED_IN) as SignedInState[]) {
  setup(`sign ${SIGNED_IN[state]} in (${state})`, async ({ page }) => {
    await page.goto('/#/login?lang=en');
    // demo.many stops at the chooser, before the shell asks for pushes.
    // Bounded by the test's own limit, not an action's: it spans the whole sign-in.
    const pushList = state === 'manyChoosing' ? null : page.waitForResponse((response) => response.url().includes('/kj-sys/notification/getPushlistUndeal'), { timeout: 0 });
    await signIn(page, 'en', SIGNED_IN[state]);
    const route = await signInTo[state](page);
    if (pushList) await pushesShown(page, pushList);
    await saveSignedIn(page, state, route);
  });
}
