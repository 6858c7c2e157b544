import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';
import { NOTIFICATION_PAGE_SIZE, type MsgType, type UpdType } from '../config/notifications';

type PagePath = '/kj-sys/notification/queryNotificationList';
type CountPath = '/kj-sys/notification/getNotificationcount';
type PushPath = '/kj-sys/notification/getPushlistUndeal';
type UpdatePath = '/kj-sys/notification/updateHandleStatus';

/** One page of notifications (001 §3). */
export type NotificationPage = NonNullable<DataOf<PagePath>>;
export type NotificationItem = NonNullable<NotificationPage['records']>[number];
/** totalCount, unReadCount, unHandleCount (001 §3). */
export type NotificationCounts = NonNullable<NonNullable<DataOf<CountPath>>['notificationCount']>;

export interface NotificationListArg {
  msgType: MsgType;
  title?: string;
}

const EMPTY_PAGE: NotificationPage = { records: [], pages: 0 };
const NO_COUNTS: NotificationCounts = { totalCount: 0, unReadCount: 0, unHandleCount: 0 };

export const notificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Polled by the bell; failures are silent (the polling just stops, 001 §4).
    getNotificationCount: build.query<NotificationCounts, void>({
      query: () => ({ url: '/kj-sys/notification/getNotificationcount', method: 'POST' }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<CountPath>>('object') },
      transformResponse: (response: ResponseOf<CountPath>) => response.data?.notificationCount ?? NO_COUNTS,
      providesTags: ['Notification'],
    }),

    // Pages of 10 (001 §9), loaded one after the other as the list scrolls.
    queryNotificationList: build.infiniteQuery<NotificationPage, NotificationListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPageParam < (lastPage.pages ?? 0) ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/kj-sys/notification/queryNotificationList',
        method: 'POST',
        body: {
          current: pageParam,
          size: NOTIFICATION_PAGE_SIZE,
          queryCondition: { msgType: queryArg.msgType, ...(queryArg.title ? { title: queryArg.title } : {}) },
        } satisfies BodyOf<PagePath>,
      }),
      extraOptions: { data: dataShape<DataOf<PagePath>>('object') },
      transformResponse: (response: ResponseOf<PagePath>) => response.data ?? EMPTY_PAGE,
      providesTags: ['Notification'],
    }),

    // A failure shows the server's message as an error toast (001 §8 "Notification mark").
    updateHandleStatus: build.mutation<void, { id: string | null; updType: UpdType }>({
      query: ({ id, updType }) => ({
        url: '/kj-sys/notification/updateHandleStatus',
        method: 'POST',
        body: { id, updType } satisfies BodyOf<UpdatePath>,
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Notification'],
    }),

    // Asked once on entering the shell; a failure only means no toasts.
    getPushlistUndeal: build.query<NotificationItem[], { enterpriseId: string; userId: string }>({
      query: ({ enterpriseId, userId }) => ({
        url: '/kj-sys/notification/getPushlistUndeal',
        method: 'POST',
        body: { enterpriseId, userId } satisfies BodyOf<PushPath>,
      }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<PushPath>>('array') },
      transformResponse: (response: ResponseOf<PushPath>) => response.data ?? [],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetNotificationCountQuery,
  useQueryNotificationListInfiniteQuery,
  useUpdateHandleStatusMutation,
  useLazyGetPushlistUndealQuery,
} = notificationApi;
