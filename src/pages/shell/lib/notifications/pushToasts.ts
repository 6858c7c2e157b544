import type { NotificationItem } from '../../api/notificationApi';
import { PUSH_PRIORITY, PUSH_TOAST_GAP_MS, PUSH_TOAST_LIMIT } from '../../config/notifications';

/** The pushes shown as toasts (001 §9): the first two of priority 1, in the server's order. */
export function selectPushToasts(pushes: readonly NotificationItem[], limit: number = PUSH_TOAST_LIMIT): NotificationItem[] {
  return pushes.filter((push) => Number(push.priority) === PUSH_PRIORITY).slice(0, limit);
}

/**
 * What a push is known by, so that it is shown once (README "The shell"): its id, or, for a
 * push without one, its time and titles.
 */
export function pushKey(push: Pick<NotificationItem, 'id' | 'createTime' | 'title' | 'titleCn'>): string {
  return push.id ? `id:${push.id}` : `at:${push.createTime ?? ''}|${push.title ?? ''}|${push.titleCn ?? ''}`;
}

/**
 * Shows the items one after the other, `gapMs` apart (the first at once). Returns a
 * cancel function for the ones not shown yet (leaving the shell, switching enterprise).
 */
export function schedulePushToasts<T>(items: readonly T[], show: (item: T) => void, gapMs: number = PUSH_TOAST_GAP_MS): () => void {
  const timers = items.map((item, index) => setTimeout(() => show(item), index * gapMs));
  return () => timers.forEach((timer) => clearTimeout(timer));
}
