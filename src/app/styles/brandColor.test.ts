import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { BRAND_COLOR } from '@/shared/config';
import { appTheme } from '../entrypoint/appTheme';

const SRC = path.resolve(__dirname, '../..');
const OWNER = 'shared/config/theme.ts';
/** An image the browser fetches on its own: it cannot read a constant or a CSS variable. */
const FAVICON = 'app/html/favicon.svg';

const sourceFiles = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(css|html|svg|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'));
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

/**
 * One brand colour: the theme's constant, which antd's theme and the portal's mark read, and
 * the stylesheets as the one CSS variable index.html declares from it.
 */
describe('brand colour', () => {
  it('is written once, in its owner (and in the favicon, an image)', () => {
    const literal = new RegExp(BRAND_COLOR, 'i');
    const writers = sourceFiles().filter((file) => literal.test(read(file)));
    expect(writers.sort()).toEqual([FAVICON, OWNER].sort());
  });

  it("is antd's primary and link colour", () => {
    expect(appTheme(false).token).toMatchObject({ colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR });
  });

  it('is declared as --portal-color-brand once, on the root of index.html, from the constant', () => {
    const declarations = sourceFiles().flatMap((file) => [...read(file).matchAll(/--portal-color-brand:\s*([^;]+);/g)].map((m) => [file, m[1]]));
    expect(declarations).toEqual([['app/html/index.html', '<%= brandColor %>']]);
    expect(read('../rsbuild.config.ts')).toMatch(/templateParameters: \{[^}]*brandColor: BRAND_COLOR/);
  });
});
