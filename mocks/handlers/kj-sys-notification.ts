/** Handlers of the kj-sys-notification calls (issue 4); filled in by their owner. */
export const kjSysNotificationHandlers = [];
