/** Notification constants (001 §9). */

/** The counts are polled this often (stopping for good on a failure). */
export const NOTIFICATION_POLL_MS = 5000;
/** Items per page of the drawer's lists. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The next page loads when the list is scrolled this close to its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 50;
/** At most this many priority-1 pushes are shown as toasts ... */
export const PUSH_TOAST_LIMIT = 2;
/** ... one this long after the other. */
export const PUSH_TOAST_GAP_MS = 1000;
/** The priority that is pushed as a toast. */
export const PUSH_PRIORITY = 1;

/** msgType: 1 message, 2 to-do (001 §3). */
export const MSG_TYPE = { message: 1, todo: 2 } as const;
export type MsgType = (typeof MSG_TYPE)[keyof typeof MSG_TYPE];

/** updType of updateHandleStatus: 1 read, 2 all read (id null), 3 done (001 §7). */
export const UPD_TYPE = { read: 1, allRead: 2, done: 3 } as const;
