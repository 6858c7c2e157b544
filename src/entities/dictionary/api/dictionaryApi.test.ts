import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { localeChanged, localeInitialised } from '@/shared/i18n';
import { recordRequests } from '@tests/support/requests';
import { dictionaryApi, dictionaryCacheKey } from './dictionaryApi';
import { appStore } from '@tests/support/render';

async function loadDictionaries() {
  const store = appStore();
  const result = await store.dispatch(dictionaryApi.endpoints.getDictionaries.initiate());
  return result;
}

/** The languages the dictionaries are asked for in from now on, one per call. */
function recordCalls() {
  const requests = recordRequests();
  return async () => (await requests.to('/kj-web/dict/getAllDictList')).map((request) => request.language);
}

describe('dictionaries (000 §3, §7)', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('loads every dictionary in the current language and caches it in session storage', async () => {
    localeInitialised('zh');
    const calls = recordCalls();
    const result = await loadDictionaries();
    expect(result.isSuccess).toBe(true);
    const codes = Object.keys(result.data ?? {});
    expect(codes.length).toBeGreaterThan(0);
    for (const items of Object.values(result.data ?? {})) {
      for (const item of items) expect(item.displayName).not.toBe('');
    }
    expect(await calls()).toEqual(['zh-CN']);
    expect(JSON.parse(sessionStorage.getItem(dictionaryCacheKey('zh')) ?? 'null')).toEqual(result.data);
  });

  it('serves a later load from session storage without calling the server', async () => {
    localeInitialised('en');
    await loadDictionaries();
    const calls = recordCalls();
    const again = await loadDictionaries();
    expect(again.isSuccess).toBe(true);
    expect(await calls()).toEqual([]);
  });

  it('drops the cache on a language change so the next load fetches in the new language', async () => {
    localeInitialised('en');
    await loadDictionaries();
    // localeChanged stores the locale and reloads; the reload is not what this test is about.
    const reload = rs.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    localeChanged('zh');
    reload.mockRestore();
    expect(sessionStorage.getItem(dictionaryCacheKey('en'))).toBeNull();
    localeInitialised('zh');
    const calls = recordCalls();
    await loadDictionaries();
    expect(await calls()).toEqual(['zh-CN']);
  });

  it('does not cache a failed load', async () => {
    localeInitialised('en');
    server.use(http.post('*/kj-web/dict/getAllDictList', () => HttpResponse.json({ code: '500', msg: 'x' })));
    const result = await loadDictionaries();
    expect(result.isError).toBe(true);
    expect(sessionStorage.getItem(dictionaryCacheKey('en'))).toBeNull();
  });
});
