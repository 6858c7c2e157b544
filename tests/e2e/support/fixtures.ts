import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page } from '@playwright/test';
import { expect } from './expect';
import type { AxeResults, RunOptions } from 'axe-core';
import { watchApiRequests, watchApiResponses } from './apiRequests';

/** Impacts that fail the accessibility check; minor and moderate findings are printed only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** The part of the page to scan (default: the whole page). */
  include?: string;
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** Name used in the failure message. */
  label?: string;
}

/** The axe-core that @axe-core/playwright itself injects (its own dependency, same version). */
const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = (createRequire(requireHere.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * axe's findings on the page. AxeBuilder injects axe-core's 560 KB source again on every
 * scan and finishes each one in a new blank tab, which cost more than the scan itself (about
 * 1.5 s of the 2 s a small page took on a 2-core machine). A page without frames (the
 * portal has none) gets the source once per document and `axe.run` directly, as
 * AxeBuilder's own legacy mode does; a page with frames still goes through AxeBuilder,
 * which scans into each frame.
 */
async function axeViolations(page: Page, options: RunOptions, include?: string, exclude: string[] = []): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    if (include) builder = builder.include(include);
    for (const selector of exclude) builder = builder.exclude(selector);
    return (await builder.analyze()).violations;
  }
  // The source as a script of its own (as AxeBuilder evaluates it), only where it is missing.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The context AxeBuilder builds (its normalizeContext): no include means the whole page.
  const context = { include: include ? [include] : [], exclude };
  return page.evaluate(
    async ({ context, options }) =>
      (await (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(context, options))
        .violations as AxeResults['violations'],
    { context, options },
  );
}

/** Runs axe on the current page; fails on any serious or critical violation. */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  // Only violations are reported: axe then skips building the details of every passing
  // node, a quarter of its time on a big page.
  const violations = await axeViolations(page, { resultTypes: ['violations'] }, options.include, options.exclude);
  const describe = (list: typeof violations) =>
    list
      .map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `      at ${n.target.join(' ')}`).join('\n')}`)
      .join('\n');
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const other = violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ''));
  if (other.length) console.log(`axe (${options.label ?? page.url()}), not failing:\n${describe(other)}`);
  const summary = failing.flatMap((v) => v.nodes.map((n) => `[${v.impact}] ${v.id} at ${n.target.join(' ')}`));
  expect(summary, `axe serious/critical violations on ${options.label ?? page.url()}:\n${describe(failing)}`).toEqual([]);
}

interface Fixtures {
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /** `checkA11y` bound to this test's page. */
  axe: (options?: A11yOptions) => Promise<void>;
  /**
   * Automatic: fails the test when the portal sent a kj-* request that openapi/openapi.yaml
   * does not allow (a body where none is documented, a wrong content type, a missing or
   * undocumented parameter, ...), as a strict server would refuse it.
   */
  apiRequests: void;
  /**
   * Automatic: fails the test when a kj-* answer the page received is not what
   * openapi/openapi.yaml describes. A spec whose mock answers off the document on purpose
   * (the fault switch) sets `checkApiResponses: false`.
   */
  apiResponses: void;
  checkApiResponses: boolean;
}

// The fixture callback is named `provide`, not `use`: the react-hooks lint rule would take it for a hook.
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      // The browser asks for /favicon.ico on its own; the portal ships none (not an app error).
      if (new URL(url || 'about:blank', 'http://x').pathname === '/favicon.ico') return;
      errors.push(`console.error: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await provide(errors);
  },
  axe: async ({ page }, provide) => {
    await provide((options) => checkA11y(page, options));
  },
  apiRequests: [
    async ({ context }, provide) => {
      const requests = watchApiRequests(context);
      await provide();
      expect(await requests.take(), 'requests the OpenAPI document does not allow').toEqual([]);
    },
    { auto: true },
  ],
  checkApiResponses: [true, { option: true }],
  apiResponses: [
    async ({ context, checkApiResponses }, provide) => {
      const responses = watchApiResponses(context);
      await provide();
      const violations = await responses.take();
      if (checkApiResponses) expect(violations, 'answers the OpenAPI document does not describe').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a hash route of the app, e.g. `gotoRoute(page, '/login?lang=en')`. */
export async function gotoRoute(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
}

/** Matches a label whose Chinese characters antd may have spaced out ("登 录"). */
export function spaced(text: string): RegExp {
  const escaped = [...text].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s*')}\\s*$`);
}
