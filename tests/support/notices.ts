import { setNotifier, type AlertOptions, type NoticeOptions } from '@/shared/ui/notifier';

/** One thing the notifier was asked to show; alerts without their callback, so they compare by value. */
type Notice =
  | { kind: 'error' | 'warning' | 'success'; text: string }
  | ({ kind: 'alert' } & Omit<AlertOptions, 'onOk'>)
  | ({ kind: 'notice' } & NoticeOptions);

/** Toasts, alerts and pushed notices recorded instead of shown, in order and by kind. */
export interface NoticeRecord {
  /** Everything, in the order it was raised. */
  readonly all: Notice[];
  readonly error: string[];
  readonly warning: string[];
  readonly success: string[];
  /** Alerts with their `onOk`, so a test can press OK. */
  readonly alerts: AlertOptions[];
  readonly notices: NoticeOptions[];
  /** The notices closed by the portal (by the function `notice` returned), in order. */
  readonly closedNotices: NoticeOptions[];
}

/**
 * Routes the app's notifier (shared/ui/notifier) to a fresh record for the current test.
 * tests/setup/unit.ts restores antd's notifier after every test.
 */
export function recordNotices(): NoticeRecord {
  const record: NoticeRecord = { all: [], error: [], warning: [], success: [], alerts: [], notices: [], closedNotices: [] };
  const text = (kind: 'error' | 'warning' | 'success') => (value: string) => {
    record[kind].push(value);
    record.all.push({ kind, text: value });
  };
  setNotifier({
    error: text('error'),
    warning: text('warning'),
    success: text('success'),
    alert: (options) => {
      record.alerts.push(options);
      const { onOk: _onOk, ...shown } = options;
      record.all.push({ kind: 'alert', ...shown });
    },
    notice: (options) => {
      record.notices.push(options);
      record.all.push({ kind: 'notice', ...options });
      return () => {
        if (!record.closedNotices.includes(options)) record.closedNotices.push(options);
      };
    },
  });
  return record;
}

/** Back to antd's notifier (tests/setup/unit.ts, after each test). */
export function stopRecordingNotices(): void {
  setNotifier(null);
}
