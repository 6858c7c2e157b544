import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Signed-in states made once per run by `signed-in.setup.ts` (sign in through the login
 * form) and reused by every journey that starts signed in, so only the sign-in tests pay
 * for the form. A state is everything the portal and the in-browser mock keep: cookies and
 * local storage (Playwright's storage state) plus session storage, where the portal keeps
 * the session values (000 §3) and the mock keeps its database with the session row.
 */

/** The states the setup project makes (the account and where the sign-in stopped). */
export const SIGNED_IN = {
  /** demo.one, landed in the shell (the product centre). */
  one: 'demo.one',
  /** demo.many at the company chooser, before a company is picked. */
  manyChoosing: 'demo.many',
  /** demo.fund (FUND with MARKET), landed in the shell. */
  fund: 'demo.fund',
  // company KYC wizard (001 §2.1): the demo.kyc.* accounts, each landed in the product centre
  kycHalf: 'demo.kyc.half',
  kycBack: 'demo.kyc.back',
  kycDone: 'demo.kyc.done',
} as const;

export type SignedInState = keyof typeof SIGNED_IN;

interface SavedState {
  storage: Awaited<ReturnType<BrowserContext['storageState']>>;
  session: Record<string, string>;
  /** The route the sign-in ended on. */
  route: string;
}

const dir = path.resolve(`${process.env.E2E_OUT ?? 'test-results'}-auth`);
const fileOf = (state: SignedInState) => path.join(dir, `${state}.json`);

/** Saves the page's signed-in state (called by the setup project once the sign-in settled). */
export async function saveSignedIn(page: Page, state: SignedInState, route: string): Promise<void> {
  const storage = await page.context().storageState();
  const session = await page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));
  mkdirSync(dir, { recursive: true });
  writeFileSync(fileOf(state), JSON.stringify({ storage, session, route } satisfies SavedState));
}

/**
 * Opens `route` (default: where the sign-in ended) in a tab that is signed in as `state`,
 * in `locale` (default: English, the language the setup signed in with).
 * The session has shown its push toasts already (the setup waited for them; each push is
 * shown once per session, src/pages/shell/model/notifications/shownPushes.ts), so none
 * covers the top right of the page a journey clicks in: a toast over a button holds a
 * click until it closes, 4.5 s.
 * The stored values are put back before the portal's scripts run on the first load of
 * the tab only (window.name marks it), so a logout or a reload inside the test behaves as
 * it would for a user.
 */
export async function openSignedIn(
  page: Page,
  state: SignedInState,
  { route, locale }: { route?: string; locale?: 'zh' | 'en' } = {},
): Promise<void> {
  const saved = JSON.parse(readFileSync(fileOf(state), 'utf8')) as SavedState;
  await page.context().addCookies(saved.storage.cookies);
  const local = Object.fromEntries(saved.storage.origins.flatMap((origin) => origin.localStorage.map(({ name, value }) => [name, value])));
  // The locale as the portal stores it (000 §9: local storage, `zh` or `en`).
  if (locale) local.locale = locale;
  await page.addInitScript(
    ({ local, session }) => {
      if (window.name === 'e2e-signed-in') return;
      window.name = 'e2e-signed-in';
      for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
    },
    { local, session: saved.session },
  );
  await page.goto(`/#${route ?? saved.route}`);
}
