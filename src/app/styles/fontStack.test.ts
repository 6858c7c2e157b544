import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { appTheme } from '../entrypoint/appTheme';

const read = (file: string) => readFileSync(path.resolve(__dirname, file), 'utf8');
const declarations = (css: string) => [...css.matchAll(/(?<!-)font-family:\s*([^;]+);/g)].map((match) => match[1]!.trim());

/**
 * One font stack: the page's (body, the login frame) and antd's (its theme token) are the
 * same, so Latin text is set in one typeface (two stacks picked two on Linux).
 */
describe('font stack', () => {
  it('is defined once, as --portal-font-family in global.css', () => {
    const css = read('global.css');
    expect(css.match(/--portal-font-family:/g)).toHaveLength(1);
    expect(declarations(css)).toEqual(['var(--portal-font-family)']);
  });

  it("is antd's font (the theme token) too", () => {
    expect(appTheme(false).token?.fontFamily).toBe('var(--portal-font-family)');
  });

  it("is the login frame's, which the app replaces (its start-up notice keeps the browser's font)", () => {
    const frame = declarations(read('../html/index.html').replace(/\.boot-notice \{[^}]*\}/, ''));
    expect(frame.length).toBeGreaterThan(0);
    expect(new Set(frame)).toEqual(new Set(['var(--portal-font-family, sans-serif)']));
  });
});
