import { test as setup, expect, type Page } from '@playwright/test';
import { AUTH_TEXT, currentRoute, signIn } from './support/auth';
import { saveSignedIn, SIGNED_IN, type SignedInState } from './support/signedIn';

/**
 * Signs each reusable demo account in through the login form once per run (the sign-in
 * journeys themselves are in sign-in.spec.ts) and keeps the state for the other journeys.
 */

/** Waits until the shell's landing (the product centre, or another page for /home) has settled. */
async function landed(page: Page): Promise<string> {
  await expect.poll(() => currentRoute(page)).not.toMatch(/^\/(login|companyChoose|home(\?|$))/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return currentRoute(page);
}

const signInTo: Record<SignedInState, (page: Page) => Promise<string>> = {
  one: landed,
  fund: landed,
  // company KYC wizard (001 §2.1)
  kycCn: landed,
  kycOs: landed,
  kycHalf: landed,
  kycBack: landed,
  kycDone: landed,
  manyChoosing: async (page) => {
    await expect(page.getByRole('region', { name: AUTH_TEXT.en.chooserTitle })).toBeVisible();
    return currentRoute(page);
  },
};

for (const state of Object.keys(SIGNED_IN) as SignedInState[]) {
  setup(`sign ${SIGNED_IN[state]} in (${state})`, async ({ page }) => {
    await page.goto('/#/login?lang=en');
    await signIn(page, 'en', SIGNED_IN[state]);
    const route = await signInTo[state](page);
    await saveSignedIn(page, state, route);
  });
}
