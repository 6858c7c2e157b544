import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

const SRC = path.resolve(__dirname, '../..');
const OWNER = 'shared/ui/visually-hidden/visuallyHidden.module.css';
/** The login frame painted before the app starts: plain CSS in the page, it cannot use a module's class. */
const LOGIN_FRAME = 'app/html/index.html';

/**
 * One visually-hidden class (shared/ui/visually-hidden): a stylesheet that clips a box to
 * nothing is writing its own copy of it.
 */
describe('visually hidden', () => {
  it('is written in its owner only (and in the login frame)', () => {
    const writers = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(css|html)$/.test(file))
      .filter((file) => /clip(-path)?:\s*(rect|inset)\(/.test(readFileSync(path.join(SRC, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'));
    expect(writers.sort()).toEqual([LOGIN_FRAME, OWNER].sort());
  });
});
