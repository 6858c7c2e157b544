/** The shell's download-management button and popover (001 §2.8). Stub until its owner builds it. */
export function DownloadManager() {
  return null;
}
