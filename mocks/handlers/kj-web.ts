import { db } from '../db';
import { ok } from '../lib/envelope';
import { http } from '../lib/http';
import { requestLocale } from '../lib/locale';

/** kj-web: dictionaries (000 §3, §7 "Shell and misc"). */
export const kjWebHandlers = [
  http.post('/kj-web/dict/getAllDictList', ({ request, response }) => {
    // The language comes from Accept-Language; each value is the JSON text of the list.
    const locale = requestLocale(request);
    const lists: Record<string, string> = {};
    for (const row of db.dictionary.findMany({ where: { locale: { equals: locale } } })) {
      lists[row.code] = row.items;
    }
    return response(200).json(ok(lists));
  }),
];
