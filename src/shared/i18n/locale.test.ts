import { describe, expect, it } from '@rstest/core';
import { resolveLocale } from './locale';

describe('resolveLocale (000 §2, §9)', () => {
  it.each([
    // path, query lang, stored, expected
    ['/login', null, null, 'zh'],
    ['/', null, null, 'zh'],
    ['/login', 'en', null, 'en'],
    ['/login', 'EN', 'zh', 'en'],
    ['/login', null, 'en', 'en'],
    ['/home', null, null, 'en'],
    ['/main-productCenter', null, 'zh', 'zh'],
    ['/home', 'zh', 'en', 'zh'],
    ['/home', 'fr', null, 'en'],
    ['/login', null, 'garbage', 'zh'],
  ] as const)('path %s, lang=%s, stored %s → %s', (path, queryLang, stored, expected) => {
    expect(resolveLocale({ path, queryLang, stored })).toBe(expected);
  });
});
