import { currentRoute, signIn } from '../support/auth';
import { expect, gotoRoute, test } from '../support/fixtures';
import { PORTS, untilEveryServerAnswers, urlOf } from './servers';

test.use({ baseURL: urlOf(PORTS.devServer) });

// The artefacts' servers start beside the first tests (playwright.config.ts).
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await untilEveryServerAnswers();
});

/**
 * `npm start` as the next engineer opens it (README's first command): the dev server with the
 * in-browser mock. It once stayed blank for good (the demo's gate held the dev server's own
 * requests until the mock started), then on /home after sign-in (a chunk compiled lazily while
 * another was: rsbuild.config.ts); both are only seen through the dev server.
 */
test('npm start: the login form is usable and demo.one signs in to the shell', async ({ page, consoleErrors }) => {
  // The first visit compiles the page and the mock on this busy machine.
  test.setTimeout(120_000);
  await gotoRoute(page, '/login?lang=en');
  await expect(page.getByLabel('Username', { exact: true })).toBeEditable({ timeout: 60_000 });
  await signIn(page, 'en', 'demo.one');
  await expect.poll(() => currentRoute(page), { timeout: 60_000 }).toMatch(/^\/main-productCenter/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product centre' })).toBeVisible({ timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
});
