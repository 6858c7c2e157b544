import type { Page } from '@playwright/test';
import { test, expect, gotoRoute } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

/** Every route of the route table (src/app/routes/routes.tsx, 000 §2). */
const ROUTES = [
  '/login',
  '/terms',
  '/home',
  '/bigHome',
  '/main-productCenter',
  '/child-iDDPortal/x',
  '/childUserPt/x',
  '/childiDDUserPortal/x',
  '/childDocExchange/x',
  '/childScbPortal/x',
  '/child-efinancePortal/page',
  '/child-marketplacePortal/buyCar',
  '/child-digipoPortal/home',
  '/childDocCheckPortal/x',
  '/child-accountSettingPortal/bindStore',
];

/** The onboarding pages: they pass the menu permission check (001 §6), so they open signed in (demo.one). */
const ONBOARDING_ROUTES = ['/AdvanceCredit', '/contract', '/kycFileCN', '/childEkycPortal/efinKyc', '/exportDrawbackKyc', '/CommKycFile'];

/** Routes that lead on by themselves: /home opens its landing page, the product centre. */
const LANDS_ON: Record<string, string> = { '/home': '/main-productCenter' };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Opens `route` in the running portal (an address change, as a link makes it) and checks that
 * it shows one non-empty level-1 heading at its address (or where it leads on). While the
 * next page loads the previous one stays on screen: its heading (`previous`) must be gone
 * first, so a stale page is never judged. Returns the heading shown.
 */
async function expectPage(page: Page, route: string, previous: string | null): Promise<string> {
  await gotoRoute(page, route);
  if (previous !== null) await expect(heading(page)).not.toHaveText(previous);
  await expect(heading(page)).toHaveCount(1);
  await expect(heading(page)).toBeVisible();
  await expect(heading(page)).not.toBeEmpty();
  await expect.poll(() => new URL(page.url()).hash).toBe(`#${LANDS_ON[route] ?? route}`);
  return (await heading(page).textContent()) ?? '';
}

// One page walks the routes by address (a first load costs more than checking a route).
// Neighbouring routes of the lists have different headings, which expectPage relies on.
for (const [name, routes, signedIn] of [
  ['every route renders a page with a level-1 heading', ROUTES, false],
  ['every onboarding route renders a page with a level-1 heading, signed in', ONBOARDING_ROUTES, true],
] as const) {
  test(name, async ({ page, consoleErrors }) => {
    if (signedIn) await openSignedIn(page, 'one', { route: routes[0] });
    let shown: string | null = null;
    for (const route of routes) shown = await test.step(route, () => expectPage(page, route, shown));
    // Let late requests (branding, dictionaries) settle before judging the console.
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

/** Sign-in steps: without a session they end on /login (000 §2, §4). */
const SIGN_IN_STEPS = ['/companyChoose', '/logoutPage', '/jumpingLoading', '/ssoLanding?enterpriseId=20001'];

// One page for the four, each a fresh load of the portal: without a session each ends on /login.
test(`the sign-in steps ${SIGN_IN_STEPS.join(', ')} without a session end on /login`, async ({ page }) => {
  for (const route of SIGN_IN_STEPS) {
    await page.goto('about:blank');
    await gotoRoute(page, route);
    await expect(page, route).toHaveURL(/#\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
