import { dataShape, generatedApi, type ApiError, type DataOfEndpoint, type DownloadResult, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
import { DOWNLOAD_PAGE_SIZE } from '../config/downloads';
import { nextPageParam } from '../lib/downloads/paging';

/** One page of the user's download tasks (001 §3 "Download task"). */
export type DownloadTaskPage = NonNullable<DataOfEndpoint<'getDownloadTaskPage'>>;
export type DownloadTask = NonNullable<DownloadTaskPage['records']>[number];
/** The packaging state of a task not yet downloaded (badge and refresh). */
type MediaTreePackage = NonNullable<DataOfEndpoint<'listMediaTreePackages'>>[number];

const EMPTY_PAGE: DownloadTaskPage = { records: [], total: 0 };

/**
 * The download-management calls (001 §2.8, §7 "Shell"); the design is in the operation
 * descriptions of openapi.yaml. Everything provides or invalidates 'DownloadTask', which
 * switching enterprise also invalidates.
 */
const downloadCalls = generatedApi.enhanceEndpoints<
  never,
  WithResults<{ getDownloadTaskPage: DownloadTaskPage; listMediaTreePackages: MediaTreePackage[]; markDownloaded: void; downloadTaskFile: DownloadResult }>
>({
  endpoints: {
    // One page of the table below: it shows its own "could not be loaded" state and stops paging (001 §4).
    getDownloadTaskPage: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getDownloadTaskPage'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getDownloadTaskPage'>) => response.data ?? EMPTY_PAGE,
    },
    listMediaTreePackages: {
      // Polled every 3 s: a failure stops the polling quietly instead of a toast every 3 s.
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'listMediaTreePackages'>>('array') },
      transformResponse: (response: ResponseOfEndpoint<'listMediaTreePackages'>) => response.data ?? [],
      providesTags: ['DownloadTask'],
    },
    /** One task ({ id }) or all of them ({ markAllDownloaded: true }). */
    markDownloaded: {
      transformResponse: () => undefined,
      invalidatesTags: ['DownloadTask'],
    },
    /** Saves the task's file (by its id) under the server's name; a JSON answer shows its message (000 §8 "Downloads"). */
    downloadTaskFile: { extraOptions: { download: true } },
  },
});

export const downloadTaskApi = downloadCalls.injectEndpoints({
  endpoints: (build) => ({
    // The tasks, page after page as the table scrolls; each page is the generated
    // getDownloadTaskPage call, asked afresh.
    getDownloadTasks: build.infiniteQuery<DownloadTaskPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => nextPageParam(lastPage, lastPageParam, DOWNLOAD_PAGE_SIZE),
      },
      queryFn: async ({ pageParam }, { dispatch }) => {
        const page = await dispatch(
          downloadCalls.endpoints.getDownloadTaskPage.initiate({ current: pageParam, size: DOWNLOAD_PAGE_SIZE }, { subscribe: false, forceRefetch: true }),
        );
        return page.error ? { error: page.error as ApiError } : { data: page.data ?? EMPTY_PAGE };
      },
      providesTags: ['DownloadTask'],
    }),
  }),
});

export const {
  useGetDownloadTasksInfiniteQuery,
  useListMediaTreePackagesQuery,
  useMarkDownloadedMutation,
  useDownloadTaskFileMutation,
} = downloadTaskApi;
