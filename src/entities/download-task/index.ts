export {
  downloadTaskApi,
  useGetDownloadTasksInfiniteQuery,
  useListMediaTreePackagesQuery,
  useMarkDownloadedMutation,
  useDownloadTaskFileMutation,
  type DownloadTask,
  type DownloadTaskPage,
  type MediaTreePackage,
} from './api/downloadTaskApi';
export { taskStatus, isDownloadable, statusIcon, DOWNLOAD_STATUSES, type DownloadStatus } from './lib/status';
export { readyCount, badgeText } from './lib/badge';
export { nextPageParam, shouldLoadMore, packagingSignature, packagingChanged, rowsOfPages, type ScrollMetrics, type PagingState } from './lib/paging';
export { DOWNLOAD_PAGE_SIZE, DOWNLOAD_LOAD_MORE_PX, DOWNLOAD_REFRESH_MS, DOWNLOAD_TABLE_HEIGHT } from './config/constants';
export { TaskStatus, type TaskStatusProps } from './ui/TaskStatus';
