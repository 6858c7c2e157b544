import { DOWNLOAD_REFRESH_MS } from '../../config/downloads';

/**
 * Polling interval of the open popover (001 §9: 3 s). A failed poll stops it (no toast every
 * 3 s); reopening the popover tries again. Closed, the panel is unmounted and nothing polls.
 */
export const refreshIntervalMs = (pollFailed: boolean): number => (pollFailed ? 0 : DOWNLOAD_REFRESH_MS);
