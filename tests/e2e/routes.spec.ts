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

for (const route of [...ROUTES, ...ONBOARDING_ROUTES]) {
  test(`route ${route} renders a page with a level-1 heading`, async ({ page, consoleErrors }) => {
    if (ONBOARDING_ROUTES.includes(route)) await openSignedIn(page, 'one', { route });
    else await gotoRoute(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect(new URL(page.url()).hash).toBe(`#${LANDS_ON[route] ?? route}`);
    // Let late requests (branding, dictionaries) settle before judging the console.
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

/** Sign-in steps: without a session they end on /login (000 §2, §4). */
const SIGN_IN_STEPS = ['/companyChoose', '/logoutPage', '/jumpingLoading', '/ssoLanding?enterpriseId=20001'];

for (const route of SIGN_IN_STEPS) {
  test(`sign-in step ${route} without a session ends on /login`, async ({ page }) => {
    await gotoRoute(page, route);
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('an unknown route shows the not-found page', async ({ page, consoleErrors }) => {
  await gotoRoute(page, '/no-such-route');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});
