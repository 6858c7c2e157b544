import { beforeEach, describe, expect, it } from '@rstest/core';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { dictionaryApi } from '@/entities/dictionary';
import { localeInitialised } from '@/shared/i18n';

type DictResponse = { code: string; data: Record<string, string> };

async function dictionaries(acceptLanguage?: string): Promise<DictResponse> {
  // The call carries no body (000 §7: payload not shown).
  const headers: Record<string, string> = {};
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const response = await fetch(`${window.location.origin}/kj-web/dict/getAllDictList`, { method: 'POST', headers });
  return (await response.json()) as DictResponse;
}

const items = (body: DictResponse, code: string) =>
  JSON.parse(body.data[code] ?? 'null') as Array<Record<string, string>>;

describe('kj-web dictionaries', () => {
  beforeEach(() => {
    // The endpoint caches parsed dictionaries in session storage.
    sessionStorage.clear();
  });

  it('answers in the language of Accept-Language, each list as JSON text', async () => {
    const zh = await dictionaries('zh-CN');
    const en = await dictionaries('en-US,en;q=0.9');
    expect(typeof zh.data.ENTERPRISE_STATUS).toBe('string');
    expect(items(zh, 'ENTERPRISE_STATUS').map((item) => item.displayName)).toContain('已退回');
    expect(items(en, 'ENTERPRISE_STATUS').map((item) => item.displayName)).toContain('Returned for correction');
    expect(items(en, 'ENTERPRISE_STATUS').map((item) => item.dictParam)).toEqual(['INIT', 'BACK', 'SUBMIT', 'REJECT', 'ENDURANCE']);
  });

  it('defaults to en-US without Accept-Language', async () => {
    expect(items(await dictionaries(), 'PRODUCT_STATUS')[0]).toMatchObject({ dispalyName: 'Inactive', dictParam: 'NOT_APPROVED' });
  });

  it('keeps the dispalyName spelling of some lists on the wire', async () => {
    const body = await dictionaries('zh-CN');
    expect(items(body, 'PRODUCT_STATUS').every((item) => 'dispalyName' in item && !('displayName' in item))).toBe(true);
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['ENTERPRISE_STATUS', 'PRODUCT_STATUS', 'PRODUCT_TYPE', 'ID_TYPE', 'POSITION']),
    );
  });

  it('reaches the app with dispalyName folded into displayName, in the app locale', async () => {
    localeInitialised('zh');
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const result = await store.dispatch(dictionaryApi.endpoints.getDictionaries.initiate()).unwrap();
    expect(result.PRODUCT_STATUS?.find((item) => item.dictParam === 'ACTIVATED')?.displayName).toBe('已开通');
    expect(result.ID_TYPE?.map((item) => item.dictParam)).toContain('CREDENTIALS_ID');
    localeInitialised('en');
  });
});
