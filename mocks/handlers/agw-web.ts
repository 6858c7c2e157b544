import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { menuTree } from '../lib/present';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';

/** agw-web: the menu of the signed-in user for one of their enterprises (000 §4 "After choosing an enterprise"). */
export const agwWebHandlers = [
  http.post('/agw-web/sys/getMenuByEnterprise', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Record<string, unknown>>(request, {});
      const { account, enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      // The login name, when sent, must be the signed-in user's.
      const loginName = textOf(body.loginName);
      if (loginName && loginName.toLowerCase() !== account.loginName.toLowerCase()) throw failure('noPermission');
      // Each level sorted by orderNo; an enterprise without a menu answers [].
      return response(200).json(success(request, menuTree(enterpriseId)));
    }),
  ),
];
