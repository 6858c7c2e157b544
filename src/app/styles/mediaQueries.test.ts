import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { PHONE_BELOW_PX, STYLESHEET_ONLY_MAX_WIDTHS_PX } from '@/shared/config';

const SRC = path.resolve(__dirname, '../..');
/** Every stylesheet, and the page's own styles (the login frame painted before the app). */
const styleFiles = () => [
  ...readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css')),
  path.join('app', 'html', 'index.html'),
];

/** Each width a media query tests, as "file: max-width: 575px". */
const queriedWidths = () =>
  styleFiles().flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/@media[^{]*/g)].flatMap((query) =>
      [...query[0].matchAll(/\b((?:min|max)-width):\s*([^)\s]+)/g)].map(([, feature, width]) => `${file.split(path.sep).join('/')}: ${feature}: ${width}`),
    ),
  );

/**
 * Media queries cannot read the breakpoint the code uses (shared/config/theme.ts), so they
 * write its value: a phone is up to PHONE_BELOW_PX - 1 px, the wider layout from PHONE_BELOW_PX.
 * Any other width must be one of the stylesheets' own, listed beside it, so the CSS and the
 * code cannot drift apart.
 */
describe('media queries', () => {
  it('use the phone breakpoint or a listed stylesheet-only width, in px', () => {
    const allowed = new Set([
      `max-width: ${PHONE_BELOW_PX - 1}px`,
      `min-width: ${PHONE_BELOW_PX}px`,
      ...STYLESHEET_ONLY_MAX_WIDTHS_PX.flatMap((width) => [`max-width: ${width}px`, `min-width: ${width + 1}px`]),
    ]);
    const widths = queriedWidths();
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((entry) => !allowed.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });

  it('write the phone breakpoint somewhere (the test reads the files it should)', () => {
    expect(queriedWidths().filter((entry) => entry.endsWith(`max-width: ${PHONE_BELOW_PX - 1}px`)).length).toBeGreaterThan(5);
  });

  it('list no stylesheet-only width that no stylesheet uses', () => {
    const widths = queriedWidths();
    expect(STYLESHEET_ONLY_MAX_WIDTHS_PX.filter((width) => !widths.some((entry) => entry.endsWith(`max-width: ${width}px`)))).toEqual([]);
  });
});
