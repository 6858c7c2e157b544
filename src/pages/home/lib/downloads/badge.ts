import { BADGE_MAX } from '@/shared/config';
import { isDownloadable, taskStatus } from './status';

/**
 * The badge number: finished (SUCCESS or PACKED) tasks not yet downloaded. mediaTreePakage/list
 * only lists tasks not downloaded yet; isDownload is checked too in case a server sends all.
 */
export function readyCount(packages: ReadonlyArray<{ status?: string | null; isDownload?: string | null }>): number {
  return packages.filter((item) => item.isDownload !== 'YES' && isDownloadable(taskStatus(item))).length;
}

/** What the badge shows: nothing at 0, the number up to the cap, then "99+" (001 §2.8). */
export function badgeText(count: number, max: number = BADGE_MAX): string | null {
  if (count <= 0) return null;
  return count > max ? `${max}+` : String(count);
}
