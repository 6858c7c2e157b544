/** Handlers of the kj-tools-download calls (issue 4); filled in by their owner. */
export const kjToolsDownloadHandlers = [];
