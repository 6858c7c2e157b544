import { DOWNLOAD_LOAD_MORE_PX } from '../../config/downloads';

/** What a task page answers (the part paging reads). */
export interface PageInfo {
  records?: readonly unknown[] | null;
  total?: number | null;
  size?: number | null;
}

/**
 * The page after `lastPageParam`, or undefined when everything is loaded: the pages so far
 * hold `total`, or the last page came back short or empty (a server that omits total).
 */
export function nextPageParam(lastPage: PageInfo, lastPageParam: number, pageSize: number): number | undefined {
  const received = lastPage.records?.length ?? 0;
  const size = lastPage.size ?? pageSize;
  if (received === 0 || received < size) return undefined;
  if (typeof lastPage.total === 'number' && lastPageParam * size >= lastPage.total) return undefined;
  return lastPageParam + 1;
}

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export interface PagingState {
  hasNextPage: boolean;
  /** A page is on its way (the first, the next or a refresh). */
  fetching: boolean;
  /** Loading a page failed: no further paging (001 §4). */
  failed: boolean;
}

/** Infinite scroll (001 §9): load the next page within 100 px of the bottom, one at a time. */
export function shouldLoadMore(metrics: ScrollMetrics, state: PagingState, threshold: number = DOWNLOAD_LOAD_MORE_PX): boolean {
  if (!state.hasNextPage || state.fetching || state.failed) return false;
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= threshold;
}

/** A fingerprint of the packaging state; the loaded pages are reloaded when it changes. */
export function packagingSignature(packages: ReadonlyArray<{ id?: string | null; status?: string | null }> | undefined): string | null {
  if (!packages) return null;
  return packages.map((item) => `${item.id ?? ''}:${item.status ?? ''}`).join('|');
}

/** Reload the task pages: the packaging state changed since the previous answer (not on the first one). */
export const packagingChanged = (previous: string | null, next: string | null): boolean =>
  previous !== null && next !== null && previous !== next;

/** The rows of the loaded pages in order, each task once (offset pages can overlap when tasks are added). */
export function rowsOfPages<T extends { id?: string | null }>(pages: ReadonlyArray<{ records?: readonly T[] | null }> | undefined): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.records ?? []) {
      const key = row.id ?? '';
      if (key && seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}
