/** Handlers of the kj-sys-shell calls (issue 4); filled in by their owner. */
export const kjSysShellHandlers = [];
