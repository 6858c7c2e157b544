import { baseApi, dataShape, type BodyOf, type DataOf, type DownloadResult, type QueryOf, type ResponseOf } from '@/shared/api';
import { DOWNLOAD_PAGE_SIZE } from '../config/downloads';
import { nextPageParam } from '../lib/downloads/paging';

const TASKS = '/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks';
const MARK = '/kj-tools/kjLedgerDownloadInfo/markDownloaded';
const PACKAGES = '/tools-web/mediaTreePakage/list';
const FILE = '/tools-web/mediaTreePakage/mediaTreeDownload';

/** One page of the user's download tasks (001 §3 "Download task"). */
export type DownloadTaskPage = NonNullable<DataOf<typeof TASKS>>;
export type DownloadTask = NonNullable<DownloadTaskPage['records']>[number];
/** The packaging state of a task not yet downloaded (badge and refresh). */
export type MediaTreePackage = NonNullable<DataOf<typeof PACKAGES>>[number];

/**
 * The download-management calls (001 §2.8, §7 "Shell"); the design is in the operation
 * descriptions of openapi.yaml. Everything provides or invalidates 'DownloadTask', which
 * switching enterprise also invalidates.
 */
export const downloadTaskApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDownloadTasks: build.infiniteQuery<DownloadTaskPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => nextPageParam(lastPage, lastPageParam, DOWNLOAD_PAGE_SIZE),
      },
      query: ({ pageParam }) => ({
        url: TASKS,
        method: 'POST',
        body: { current: pageParam, size: DOWNLOAD_PAGE_SIZE } satisfies BodyOf<typeof TASKS>,
      }),
      // The table shows its own "could not be loaded" state and stops paging (001 §4).
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof TASKS>>('object') },
      transformResponse: (response: ResponseOf<typeof TASKS>): DownloadTaskPage => response.data ?? { records: [], total: 0 },
      providesTags: ['DownloadTask'],
    }),

    listMediaTreePackages: build.query<MediaTreePackage[], void>({
      query: () => ({ url: PACKAGES, method: 'POST' }),
      // Polled every 3 s: a failure stops the polling quietly instead of a toast every 3 s.
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof PACKAGES>>('array') },
      transformResponse: (response: ResponseOf<typeof PACKAGES>) => response.data ?? [],
      providesTags: ['DownloadTask'],
    }),

    markDownloaded: build.mutation<void, { id: string } | { markAllDownloaded: true }>({
      query: (body) => ({ url: MARK, method: 'POST', body: body satisfies BodyOf<typeof MARK> }),
      transformResponse: () => undefined,
      invalidatesTags: ['DownloadTask'],
    }),

    /** Saves the task's file under the server's name; a JSON answer shows its message (000 §8 "Downloads"). */
    downloadTaskFile: build.mutation<DownloadResult, string>({
      query: (id) => ({ url: FILE, method: 'GET', params: { id } satisfies QueryOf<typeof FILE, 'get'> }),
      extraOptions: { download: true },
    }),
  }),
});

export const {
  useGetDownloadTasksInfiniteQuery,
  useListMediaTreePackagesQuery,
  useMarkDownloadedMutation,
  useDownloadTaskFileMutation,
} = downloadTaskApi;
