/** The statuses of a download task (001 §3, §4). */
const DOWNLOAD_STATUSES = ['PENDING', 'FAILED', 'SUCCESS', 'PACKED'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

const isStatus = (value: unknown): value is DownloadStatus => DOWNLOAD_STATUSES.includes(value as DownloadStatus);

/**
 * A task's status: `statusKey` when the server sends it, else the dictParam of the `status`
 * dictionary JSON (a plain status text is accepted too, as mediaTreePakage/list sends it).
 * Anything else is null (shown as unknown, never downloadable).
 */
export function taskStatus(task: { statusKey?: string | null; status?: string | null }): DownloadStatus | null {
  if (isStatus(task.statusKey)) return task.statusKey;
  const raw = task.status?.trim();
  if (!raw) return null;
  if (isStatus(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    const param = typeof parsed === 'object' && parsed !== null ? (parsed as { dictParam?: unknown }).dictParam : undefined;
    return isStatus(param) ? param : null;
  } catch {
    return null;
  }
}

/** The file exists (001 §2.8: enabled on success; one variant only on PACKED, so both count). */
export const isDownloadable = (status: DownloadStatus | null): boolean => status === 'SUCCESS' || status === 'PACKED';

/** Which of the three icons a status shows (001 §2.8: pending, failed, success). */
export function statusIcon(status: DownloadStatus | null): 'pending' | 'failed' | 'success' {
  if (status === 'FAILED') return 'failed';
  return isDownloadable(status) ? 'success' : 'pending';
}
