import { db } from '../db';
import { msUntilClose, now } from '../lib/clock';
import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requireAccount, requireEnterprise } from '../lib/session';

const pendingAgreement = (accountId: string) =>
  db.platformAgreement.findMany({ where: { accountId: { equals: accountId } } }).find((agreement) => agreement.signedAt === null);

/**
 * kj-idd: the platform agreement the signed-in user still has to sign (000 §2, §7
 * "Contracts"), and the IDD market-close countdown of the chosen enterprise (000 §7 "Shell
 * and misc": milliseconds, null when not enabled).
 */
export const kjIddHandlers = [
  // data: the agreement PDF's url while unsigned, else null.
  http.post('/kj-idd/home/queryPlatformAgreementSignStatus', (info) =>
    handle(info, ({ request, response }) => {
      const { account } = requireAccount();
      return response(200).json(success(request, pendingAgreement(account.id)?.url ?? null));
    }),
  ),

  http.post('/kj-idd/home/signPlatformAgreement', (info) =>
    handle(info, ({ request, response }) => {
      const { account } = requireAccount();
      const agreement = pendingAgreement(account.id);
      if (agreement) db.platformAgreement.update({ where: { id: { equals: agreement.id } }, data: { signedAt: now() } });
      return response(200).json(success(request, null));
    }),
  ),

  http.post('/kj-idd/marketSetting/getRemainingCloseTime', (info) =>
    handle(info, ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const setting = db.marketSetting.findFirst({ where: { enterpriseId: { equals: enterpriseId } } });
      const remaining = setting?.closeTime ? msUntilClose(setting.closeTime, now()) : null;
      return response(200).json(success(request, remaining));
    }),
  ),
];
