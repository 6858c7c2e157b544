import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back until `release()`: until it runs, index.html's login
 * frame is all the page has (the frame is the login form before the app, boot.js wires it).
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/index\.\w+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The bodies of the sign-in calls the page sends from now on. */
export function signInCalls(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sso-web/opera/doLogin')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}
