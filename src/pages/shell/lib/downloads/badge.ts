import { isDownloadable, taskStatus } from './status';

/**
 * The badge number: finished (SUCCESS or PACKED) tasks not yet downloaded. mediaTreePakage/list
 * only lists tasks not downloaded yet; isDownload is checked too in case a server sends all.
 */
export function readyCount(packages: ReadonlyArray<{ status?: string | null; isDownload?: string | null }>): number {
  return packages.filter((item) => item.isDownload !== 'YES' && isDownloadable(taskStatus(item))).length;
}
