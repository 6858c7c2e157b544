import { db } from '../db';
import { accountNames, checkDrawbackCompany, checkDrawbackManager, isSameUser, payloadManager } from '../lib/drawback';
import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireAccount, requireEnterprise } from '../lib/session';

type Row = Record<string, unknown>;

async function objectOf(request: Request): Promise<Row> {
  const body = await readJson<unknown>(request, null);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw failure('badRequest');
  return body as Row;
}

/**
 * kj-sys calls of the export-drawback onboarding (000 §4 "Export-drawback wizard", §7): step
 * 1's enterprise-info check, and step 2's user association: the manager's details against
 * the signed-in user's account, and the account taking them when the user confirms.
 */
export const kjSysUserHandlers = [
  // Step 1's Next: the step's rules (000 §5) and a credit code that is no other enterprise's.
  http.post('/kj-sys/kjEnterprise/checkInitEnterpriseInfo', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const body = await objectOf(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      checkDrawbackCompany(body, enterpriseId);
      return response(200).json(success(request, true));
    }),
  ),

  // The manager step's Next (drawback step 2, the KYC wizards' authorised person): data false
  // when any detail differs from the signed-in user's (the page then offers the update).
  http.post('/kj-sys/user/validateUserAssociation', (info) =>
    handle(info, async ({ request, response }) => {
      const { account } = requireAccount();
      const details = payloadManager(await objectOf(request));
      checkDrawbackManager(details, { withIdentNo: false, phoneOptional: true });
      return response(200).json(success(request, isSameUser(account, details)));
    }),
  ),

  // The dialog's confirm: the signed-in user's account (and no other) takes the names, e-mail and phone.
  http.post('/kj-sys/user/editManageUser', (info) =>
    handle(info, async ({ request, response }) => {
      const { account } = requireAccount();
      const body = await objectOf(request);
      const userId = textOf(body.sysUserId) || textOf(body.userId);
      if (userId && userId !== account.id) throw failure('noPermission');
      const details = payloadManager(body);
      // The KYC authorised person's id number is up to 50 letters and digits (001 §8), the drawback's 20.
      checkDrawbackManager(details, { withIdentNo: textOf(body.identType) !== '', phoneOptional: true, identNoMax: 50 });
      const other = db.account.findFirst({ where: { email: { equals: details.email } } });
      if (other && other.id !== account.id) throw failure('emailRegistered');
      db.account.update({
        where: { id: { equals: account.id } },
        // No phone (a KYC authorised person's is optional): the account keeps its own.
        // The display name as a Chinese server writes it (family name first); the parts go too, for the portal to order.
        data: { ...accountNames(details), email: details.email, telephone: details.phone || account.telephone },
      });
      return response(200).json(success(request, null));
    }),
  ),
];
