import { dataShape, generatedApi, type ApiError, type ArgOfEndpoint, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { NOTIFICATION_PAGE_SIZE, type MsgType } from '../config/notifications';

/** One page of notifications (001 §3). */
export type NotificationPage = NonNullable<DataOfEndpoint<'queryNotificationPage'>>;
export type NotificationItem = NonNullable<NotificationPage['records']>[number];
/** totalCount, unReadCount, unHandleCount (001 §3). */
export type NotificationCounts = NonNullable<NonNullable<DataOfEndpoint<'getNotificationCount'>>['notificationCount']>;

export interface NotificationListArg {
  msgType: MsgType;
  title?: string;
}

const EMPTY_PAGE: NotificationPage = { records: [], pages: 0 };
const NO_COUNTS: NotificationCounts = { totalCount: 0, unReadCount: 0, unHandleCount: 0 };

const notificationCalls = generatedApi.enhanceEndpoints<
  never,
  WithResults<{ getNotificationCount: NotificationCounts; queryNotificationPage: NotificationPage; updateHandleStatus: void; getPushlistUndeal: NotificationItem[] }>
>({
  endpoints: {
    // Polled by the bell; failures are silent (the polling just stops, 001 §4).
    getNotificationCount: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getNotificationCount'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getNotificationCount'>) => response.data?.notificationCount ?? NO_COUNTS,
      providesTags: ['Notification'],
    },
    // One page of the list below; a failure shows the server's message.
    queryNotificationPage: {
      extraOptions: { data: dataShape<DataOfEndpoint<'queryNotificationPage'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'queryNotificationPage'>) => response.data ?? EMPTY_PAGE,
    },
    // A failure shows the server's message as an error toast (001 §8 "Notification mark").
    updateHandleStatus: {
      transformResponse: () => undefined,
      invalidatesTags: ['Notification'],
    },
    // Asked once on entering the shell; a failure only means no toasts.
    getPushlistUndeal: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getPushlistUndeal'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'getPushlistUndeal'>) => response.data ?? [],
      keepUnusedDataFor: 0,
    },
  },
});

/** The request of one page of a tab's list (001 §9: pages of 10), the title filter when one is typed. */
const pageRequest = ({ msgType, title }: NotificationListArg, current: number): ArgOfEndpoint<'queryNotificationPage'> => ({
  current,
  size: NOTIFICATION_PAGE_SIZE,
  queryCondition: { msgType, ...(title ? { title } : {}) },
});

export const notificationApi = notificationCalls.injectEndpoints({
  endpoints: (build) => ({
    // Pages of 10 (001 §9), loaded one after the other as the list scrolls; each page is the
    // generated queryNotificationPage call, asked afresh.
    queryNotificationList: build.infiniteQuery<NotificationPage, NotificationListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPageParam < (lastPage.pages ?? 0) ? lastPageParam + 1 : undefined),
      },
      queryFn: async ({ queryArg, pageParam }, { dispatch }) => {
        const page = await dispatch(notificationCalls.endpoints.queryNotificationPage.initiate(pageRequest(queryArg, pageParam), { subscribe: false, forceRefetch: true }));
        return page.error ? { error: page.error as ApiError } : { data: page.data ?? EMPTY_PAGE };
      },
      providesTags: ['Notification'],
    }),
  }),
});

export const {
  useGetNotificationCountQuery,
  useQueryNotificationListInfiniteQuery,
  useUpdateHandleStatusMutation,
  useLazyGetPushlistUndealQuery,
} = notificationApi;
