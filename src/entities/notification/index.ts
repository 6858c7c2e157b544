export {
  notificationApi,
  useGetNotificationCountQuery,
  useQueryNotificationListInfiniteQuery,
  useUpdateHandleStatusMutation,
  useLazyGetPushlistUndealQuery,
  type NotificationItem,
  type NotificationPage,
  type NotificationCounts,
  type NotificationListArg,
} from './api/notificationApi';
export { localizedText, isUnread, isTodo, isOpenTodo, attentionCount } from './lib/item';
export {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_PAGE_SIZE,
  LOAD_MORE_THRESHOLD_PX,
  PUSH_TOAST_LIMIT,
  PUSH_TOAST_GAP_MS,
  PUSH_PRIORITY,
  MSG_TYPE,
  UPD_TYPE,
  type MsgType,
  type UpdType,
} from './config/constants';
