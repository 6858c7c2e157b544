import { db } from '../db';
import { now } from '../lib/clock';
import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requireEnterprise } from '../lib/session';

const closedId = (accountId: string, enterpriseId: string) => `${accountId}:${enterpriseId}`;

/** kj-sys: the shell's top notice (000 §1, §7 "Shell and misc"); closing is remembered per account and enterprise. */
export const kjSysShellHandlers = [
  http.post('/kj-sys/user/whetherShowNotice', (info) =>
    handle(info, ({ request, response }) => {
      const { account, enterpriseId } = requireEnterprise({ chosen: true });
      const notice = db.topNotice.findFirst({ where: { enterpriseId: { equals: enterpriseId } } });
      const closed = db.noticeClosed.findFirst({ where: { id: { equals: closedId(account.id, enterpriseId) } } });
      const data = notice
        ? { show: !closed, content: notice.content, contentEn: notice.contentEn }
        : { show: false, content: null, contentEn: null };
      return response(200).json(success(request, data));
    }),
  ),

  http.post('/kj-sys/user/notice/close', (info) =>
    handle(info, ({ request, response }) => {
      const { account, enterpriseId } = requireEnterprise({ chosen: true });
      const id = closedId(account.id, enterpriseId);
      if (!db.noticeClosed.findFirst({ where: { id: { equals: id } } })) {
        db.noticeClosed.create({ id, accountId: account.id, enterpriseId, closedAt: now() });
      }
      return response(200).json(success(request, null));
    }),
  ),
];
