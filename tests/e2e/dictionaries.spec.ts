import type { Page, Request } from '@playwright/test';
import { test, expect, gotoRoute } from './support/fixtures';
import { chooseLanguage, expectLoginPage } from './support/app';

interface DictEntry {
  displayName: string;
  dictCode: string;
  dictKey: string;
  dictParam?: unknown;
}
type Dictionaries = Record<string, DictEntry[]>;

const DICT_PATH = '/kj-web/dict/getAllDictList';
const CJK = /[\u3400-\u9fff]/;

async function cached(page: Page, key: string): Promise<Dictionaries | null> {
  const raw = await page.evaluate((k) => window.sessionStorage.getItem(k), key);
  return raw == null ? null : (JSON.parse(raw) as Dictionaries);
}

function displayNames(dictionaries: Dictionaries): string[] {
  return Object.values(dictionaries).flatMap((entries) => entries.map((entry) => entry.displayName));
}

test('dictionaries load in the page language and are cached per locale', async ({ page, consoleErrors }) => {
  const dictRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(DICT_PATH)) dictRequests.push(request);
  });

  await gotoRoute(page, '/login');
  await expectLoginPage(page, 'zh');
  await expect.poll(() => cached(page, 'dictionaries:zh')).not.toBeNull();
  expect(dictRequests).toHaveLength(1);
  expect(dictRequests[0]!.method()).toBe('POST');
  expect(await dictRequests[0]!.headerValue('accept-language')).toBe('zh-CN');
  const response = await dictRequests[0]!.response();
  expect(response?.status()).toBe(200);

  const zh = (await cached(page, 'dictionaries:zh'))!;
  expect(Object.keys(zh).length).toBeGreaterThan(0);
  for (const entries of Object.values(zh)) {
    for (const entry of entries) {
      expect(entry).toEqual(expect.objectContaining({ displayName: expect.any(String), dictCode: expect.any(String), dictKey: expect.any(String) }));
    }
  }
  expect(displayNames(zh).filter((name) => CJK.test(name)).length).toBeGreaterThan(0);

  // Cached for the session: a reload does not fetch again.
  await page.reload();
  await expectLoginPage(page, 'zh');
  expect(dictRequests).toHaveLength(1);

  await chooseLanguage(page, 'zh', 'en');
  await expectLoginPage(page, 'en');
  await expect.poll(() => cached(page, 'dictionaries:en')).not.toBeNull();
  expect(dictRequests).toHaveLength(2);
  expect(await dictRequests[1]!.headerValue('accept-language')).toBe('en-US');
  expect(await cached(page, 'dictionaries:zh')).toBeNull();

  const en = (await cached(page, 'dictionaries:en'))!;
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  const untranslated = displayNames(en).filter((name) => CJK.test(name));
  expect(untranslated, 'English dictionaries contain Chinese display names').toEqual([]);
  expect(consoleErrors).toEqual([]);
});
