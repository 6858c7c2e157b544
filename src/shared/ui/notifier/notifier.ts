/**
 * One channel for toasts and alerts raised outside React (the API base, models). The app
 * registers antd's context-aware `App.useApp()` instances at start-up (NotifierBridge);
 * tests register a recorder instead.
 */
export interface AlertOptions {
  title: string;
  content: string;
  okText: string;
  onOk?: () => void;
}

export interface Notifier {
  error(text: string): void;
  warning(text: string): void;
  success(text: string): void;
  alert(options: AlertOptions): void;
}

const silent: Notifier = {
  error: () => undefined,
  warning: () => undefined,
  success: () => undefined,
  alert: () => undefined,
};

let current: Notifier = silent;

export function setNotifier(next: Notifier): void {
  current = next;
}

export const notify: Notifier = {
  error: (text) => current.error(text),
  warning: (text) => current.warning(text),
  success: (text) => current.success(text),
  alert: (options) => current.alert(options),
};
