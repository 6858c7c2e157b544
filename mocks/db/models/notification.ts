import { nullable, primaryKey } from '@mswjs/data';

/** msgType of a notification: a message to read, or a to-do to handle (001 §3). */
export const MSG_MESSAGE = 1;
export const MSG_TODO = 2;

/**
 * Notifications (001 §3 "Notification"), one row per item of one account in one
 * enterprise: the drawer, the counts and the pushes are scoped to the signed-in account
 * and the enterprise chosen with setOrgId.
 */
export const notificationModels = {
  notification: {
    id: primaryKey(String),
    accountId: String,
    enterpriseId: String,
    title: String,
    titleCn: String,
    content: String,
    contentCn: String,
    /** 1 is the highest; unread priority-1 items come back as push toasts. */
    priority: Number,
    /** YYYY-MM-DD HH:mm:ss; lists are newest first. */
    createTime: String,
    /** UNREAD or READ. */
    readStatus: String,
    /** TO_DO or DONE for to-dos; null for messages. */
    handleStatus: nullable(String),
    /** 1 message, 2 to-do. */
    msgType: Number,
  },
};
