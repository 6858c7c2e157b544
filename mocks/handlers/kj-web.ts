import { db } from '../db';
import { currentKeyPair } from '../lib/crypto/rsa';
import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale } from '../lib/locale';
import { currentUser } from '../lib/present';
import { textOf } from '../lib/rules';
import { requireAccount, requireEnterprise, updateSession } from '../lib/session';

/**
 * kj-web: dictionaries (000 §3, §7 "Shell and misc"), the registration public key and the
 * organisation context, current user and menu of the signed-in user (000 §7).
 */
export const kjWebHandlers = [
  http.post('/kj-web/dict/getAllDictList', ({ request, response }) => {
    // The language comes from Accept-Language; each value is the JSON text of the list.
    const locale = requestLocale(request);
    const lists: Record<string, string> = {};
    for (const row of db.dictionary.findMany({ where: { locale: { equals: locale } } })) {
      lists[row.code] = row.items;
    }
    return response(200).json(success(request, lists));
  }),

  // The registration key: the same pair as the login key; serialNo comes back with enroll.
  http.post('/kj-web/public/getPublicKey', ({ request, response }) => {
    const { publicKey, serialNo } = currentKeyPair();
    return response(200).json(success(request, { publicKey, serialNo }));
  }),

  http.get('/kj-web/sys/setOrgId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('orgId')) });
      updateSession({ orgId: enterpriseId });
      return response(200).json(success(request, null));
    }),
  ),

  http.post('/kj-web/sys/getCurSysUser', (info) =>
    handle(info, ({ request, response }) => {
      const { account } = requireAccount();
      return response(200).json(success(request, currentUser(account)));
    }),
  ),
];
