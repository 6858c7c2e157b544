import { db } from '../db';
import { MSG_MESSAGE, MSG_TODO } from '../db/models/notification';
import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';

type NotificationRow = NonNullable<ReturnType<typeof db.notification.findFirst>>;

const UPD_READ = 1;
const UPD_ALL_READ = 2;
const UPD_DONE = 3;

/** The signed-in account and the enterprise chosen with setOrgId: every call but the pushes is scoped to both. */
function scope(): { accountId: string; enterpriseId: string } {
  const { account, enterpriseId } = requireEnterprise({ chosen: true });
  return { accountId: account.id, enterpriseId };
}

function rowsOf({ accountId, enterpriseId }: { accountId: string; enterpriseId: string }): NotificationRow[] {
  return db.notification.findMany({ where: { accountId: { equals: accountId }, enterpriseId: { equals: enterpriseId } } });
}

const newestFirst = (a: NotificationRow, b: NotificationRow) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id);

function present(row: NotificationRow) {
  return {
    id: row.id,
    title: row.title,
    titleCn: row.titleCn,
    content: row.content,
    contentCn: row.contentCn,
    priority: row.priority,
    createTime: row.createTime,
    readStatus: row.readStatus,
    handleStatus: row.handleStatus,
    msgType: row.msgType,
  };
}

const isUnreadMessage = (row: NotificationRow) => row.msgType === MSG_MESSAGE && row.readStatus === 'UNREAD';
const isOpenTodo = (row: NotificationRow) => row.msgType === MSG_TODO && row.handleStatus === 'TO_DO';

function update(id: string, data: Partial<Pick<NotificationRow, 'readStatus' | 'handleStatus'>>): void {
  db.notification.update({ where: { id: { equals: id } }, data });
}

interface ListBody {
  current?: unknown;
  size?: unknown;
  queryCondition?: { title?: unknown; msgType?: unknown } | null;
}

interface UpdateBody {
  id?: unknown;
  updType?: unknown;
}

/**
 * kj-sys notifications (001 §2.7, §4, §7 "Shell"). Counts: unReadCount counts unread
 * messages, unHandleCount to-dos still TO_DO, totalCount every item. Marking changes the
 * rows, so the counts and lists follow what the user did.
 */
export const kjSysNotificationHandlers = [
  // A page of the scope's items of one kind, newest first; title filters by a substring of either language.
  http.post('/kj-sys/notification/queryNotificationList', (info) =>
    handle(info, async ({ request, response }) => {
      const where = scope();
      const body = await readJson<ListBody>(request, {});
      const current = Number(body.current);
      const size = Number(body.size);
      if (!Number.isInteger(current) || current < 1 || !Number.isInteger(size) || size < 1) throw failure('badRequest');
      const msgType = body.queryCondition?.msgType;
      const title = textOf(body.queryCondition?.title).toLowerCase();
      const rows = rowsOf(where)
        .filter((row) => msgType === undefined || msgType === null || row.msgType === Number(msgType))
        .filter((row) => !title || row.title.toLowerCase().includes(title) || row.titleCn.toLowerCase().includes(title))
        .sort(newestFirst);
      const records = rows.slice((current - 1) * size, current * size).map(present);
      return response(200).json(success(request, { records, total: rows.length, pages: Math.ceil(rows.length / size), current, size }));
    }),
  ),

  // updType 1 marks one item read, 2 every item of the scope read (id null), 3 one to-do done (and read).
  http.post('/kj-sys/notification/updateHandleStatus', (info) =>
    handle(info, async ({ request, response }) => {
      const where = scope();
      const body = await readJson<UpdateBody>(request, {});
      const updType = Number(body.updType);
      if (updType === UPD_ALL_READ) {
        for (const row of rowsOf(where)) if (row.readStatus !== 'READ') update(row.id, { readStatus: 'READ' });
        return response(200).json(success(request, null));
      }
      if (updType !== UPD_READ && updType !== UPD_DONE) throw failure('badRequest');
      const row = rowsOf(where).find((item) => item.id === textOf(body.id));
      if (!row) throw failure('badRequest');
      if (updType === UPD_DONE && row.msgType !== MSG_TODO) throw failure('badRequest');
      update(row.id, updType === UPD_DONE ? { readStatus: 'READ', handleStatus: 'DONE' } : { readStatus: 'READ' });
      return response(200).json(success(request, null));
    }),
  ),

  http.post('/kj-sys/notification/getNotificationcount', (info) =>
    handle(info, ({ request, response }) => {
      const rows = rowsOf(scope());
      const notificationCount = {
        totalCount: rows.length,
        unReadCount: rows.filter(isUnreadMessage).length,
        unHandleCount: rows.filter(isOpenTodo).length,
      };
      return response(200).json(success(request, { notificationCount }));
    }),
  ),

  // What still waits for the user (unread messages, open to-dos), highest priority first.
  http.post('/kj-sys/notification/getPushlistUndeal', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<{ enterpriseId?: unknown; userId?: unknown }>(request, {});
      const { account, enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      if (textOf(body.userId) !== account.id) throw failure('noPermission');
      const pushes = rowsOf({ accountId: account.id, enterpriseId })
        .filter((row) => isUnreadMessage(row) || isOpenTodo(row))
        .sort((a, b) => a.priority - b.priority || newestFirst(a, b))
        .map(present);
      return response(200).json(success(request, pushes));
    }),
  ),
];
