import { db } from '../db';
import type { MockLocale } from './locale';

/**
 * A dictionary value as the services send it (000 §3): the JSON text of
 * {"dictParam":"INIT","displayName":...}, the name in the request's language from the
 * dictionary the mock serves at /kj-web/dict/getAllDictList.
 */
export function dictJson(code: string, param: string, locale: MockLocale): string {
  const row = db.dictionary.findFirst({ where: { code: { equals: code }, locale: { equals: locale } } });
  const items = row ? (JSON.parse(row.items) as Array<Record<string, string>>) : [];
  const item = items.find((candidate) => candidate.dictParam === param);
  const displayName = item?.displayName ?? item?.dispalyName ?? param;
  return JSON.stringify({ dictParam: param, displayName });
}
