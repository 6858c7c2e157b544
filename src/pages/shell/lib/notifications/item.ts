import type { Locale } from '@/shared/i18n';
import type { NotificationCounts, NotificationItem } from '../../api/notificationApi';
import { MSG_TYPE } from '../../config/notifications';

/** Title and content in the current language: titleCn/contentCn in zh, title/content in en (the other as fallback). */
export function localizedText(item: NotificationItem, locale: Locale): { title: string; content: string } {
  const [title, titleOther] = locale === 'zh' ? [item.titleCn, item.title] : [item.title, item.titleCn];
  const [content, contentOther] = locale === 'zh' ? [item.contentCn, item.content] : [item.content, item.contentCn];
  return { title: title || titleOther || '', content: content || contentOther || '' };
}

export const isUnread = (item: NotificationItem): boolean => item.readStatus === 'UNREAD';
export const isTodo = (item: NotificationItem): boolean => Number(item.msgType) === MSG_TYPE.todo;
/** A to-do that can still be marked done. */
export const isOpenTodo = (item: NotificationItem): boolean => isTodo(item) && item.handleStatus === 'TO_DO';

/**
 * What the bell counts: unread messages plus to-dos still to do (the two things the user
 * has to act on). totalCount is not used: it may count items that need nothing.
 */
export function attentionCount(counts: NotificationCounts | undefined): number {
  return (counts?.unReadCount ?? 0) + (counts?.unHandleCount ?? 0);
}
