import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { currentRoute } from './support/auth';
import { expect, test } from './support/fixtures';
import { SHELL_TEXT } from './support/shell';
import { openSignedIn } from './support/signedIn';

/**
 * A sub-application nobody here wrote for the portal's code: tests/fixtures/contract-sub-app,
 * written from the README's "Sub-application contract" alone and built by Rsbuild with its own
 * config, as a team would. Served on the portal's origin as the contract says
 * (`./sub-apps/contract-fixture/`) and registered for the marketplace's prefix in place of the
 * demo's sample (issue 37).
 */

const FIXTURE = path.resolve('tests/fixtures/contract-sub-app');
const BUILT = path.resolve('test-results-fixture/contract-sub-app');
const FOLDER = '/sub-apps/contract-fixture/';
const PREFIX = 'child-marketplacePortal';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

test.beforeAll(async () => {
  process.env.FIXTURE_OUT = BUILT;
  const { content } = await loadConfig({ cwd: FIXTURE });
  const rsbuild = await createRsbuild({ cwd: FIXTURE, rsbuildConfig: { ...content, performance: { ...content.performance, printFileSize: false } } });
  await rsbuild.build();
});

test('a sub-application built from the README by an ordinary bundler mounts, routes by hash, shares the state, and unmounts; its path routing cannot move the portal', async ({ page, consoleErrors }) => {
  await page.context().route('**/sub-apps.json', (route) => route.fulfill({ json: { subApps: [{ prefix: PREFIX, entry: `.${FOLDER}index.html` }] } }));
  await page.context().route(`**${FOLDER}**`, async (route) => {
    const file = path.join(BUILT, new URL(route.request().url()).pathname.slice(FOLDER.length));
    await route.fulfill({ body: await readFile(file), contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openSignedIn(page, 'fund', { route: `/${PREFIX}/buyCar` });
  const fixture = page.locator('[data-sub-app] .contract-fixture');
  const fact = (name: string) => fixture.locator(`[data-fixture="${name}"]`);

  // Mounted with the route below its prefix and the chosen company.
  await expect(fixture.getByRole('heading', { level: 1, name: 'Contract fixture' })).toBeVisible();
  await expect(fact('route')).toHaveText('/buyCar');
  await expect(fact('company')).toHaveText('Fund Market Co., Ltd.');

  // Its own links route by hash below the prefix.
  await fixture.getByRole('link', { name: 'Fixture details' }).click();
  await expect(fact('route')).toHaveText('/details');
  expect(currentRoute(page)).toBe(`/${PREFIX}/details`);

  // It sets the cart number; the header's badge follows.
  const before = Number(await fact('cart').textContent());
  await fixture.getByRole('button', { name: 'Add one to the cart' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: SHELL_TEXT.en.cart(before + 1) })).toBeVisible();
  await expect(fact('cart')).toHaveText(String(before + 1));

  // A path router's pushState: the portal keeps its path, with the route as the hash below the prefix.
  const portalPath = await page.evaluate(() => window.location.pathname);
  await fixture.getByRole('button', { name: 'About (path routing)' }).click();
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(portalPath);
  expect(currentRoute(page)).toBe(`/${PREFIX}/fixture/about`);
  expect(warnings.some((text) => text.includes(`[sub-applications] ${PREFIX} changed the page's path`))).toBe(true);

  // Leaving unmounts it: its content is gone, and the portal's own page shows.
  await page.getByRole('navigation', { name: SHELL_TEXT.en.nav }).getByRole('menuitem', { name: 'Product centre' }).click();
  await expect.poll(() => currentRoute(page)).toMatch(/^\/main-productCenter/);
  await expect(fixture).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
