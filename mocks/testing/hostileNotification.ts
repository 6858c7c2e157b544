import { db } from '../db';
import { MSG_MESSAGE } from '../db/models/notification';

/** A title a hostile or broken server could send: the portal must show it as text. */
export const MARKUP_TITLE = '<img src=x onerror=alert(1)> Statement ready';

/**
 * Files a read message with that title for the account in the enterprise, newest of all. The
 * demo's seed holds no such text (a client sees it): the tests that need it add it.
 */
export function addMarkupMessage(accountId: string, enterpriseId: string): void {
  db.notification.create({
    id: `${enterpriseId}-markup`,
    accountId,
    enterpriseId,
    title: MARKUP_TITLE,
    titleCn: MARKUP_TITLE,
    content: 'The statement can be downloaded from the download centre.',
    contentCn: '对账单可在下载中心下载。',
    priority: 2,
    createTime: '2026-11-20 19:00:00',
    readStatus: 'READ',
    handleStatus: null,
    msgType: MSG_MESSAGE,
  });
}
