import { PHONE_BELOW_PX } from '@/shared/config';
import styles from './notifier.module.css';

/**
 * One channel for toasts and alerts raised outside React (the API base, models).
 * By default it uses antd's message and Modal, loaded on first use so that a first visit
 * does not download them; theme and locale reach them through ConfigProvider.config
 * (set in app). setNotifier replaces it (tests record instead of showing).
 */
export interface AlertOptions {
  /** The icon: a warning unless the alert reports a success. */
  tone?: 'warning' | 'success';
  title: string;
  content: string;
  okText: string;
  onOk?: () => void;
}

/** A notification-style toast (title and text; top right, at the bottom on a phone), e.g. a pushed notification. */
export interface NoticeOptions {
  title: string;
  description: string;
}

export interface Notifier {
  error(text: string): void;
  warning(text: string): void;
  success(text: string): void;
  alert(options: AlertOptions): void;
  /** Shows a notice; the function returned closes it (if it is still open). */
  notice(options: NoticeOptions): () => void;
}

const loadFeedback = () =>
  Promise.all([
    import(/* webpackChunkName: "feedback" */ 'antd/es/message'),
    import(/* webpackChunkName: "feedback" */ 'antd/es/modal'),
  ]).then(([message, modal]) => ({ message: message.default, Modal: modal.default }));

/**
 * Where a notice shows on a screen this wide: top right beside the content on a wide screen;
 * at the bottom on a phone, where a toast is as wide as the screen and at the top would
 * cover the page's heading and first card until closed.
 */
export function noticePlacement(viewportWidth: number): 'topRight' | 'bottom' {
  return viewportWidth < PHONE_BELOW_PX ? 'bottom' : 'topRight';
}

const loadNotification = () =>
  import(/* webpackChunkName: "feedback" */ 'antd/es/notification').then((module) => {
    // Below the shell's 80 px header, so a toast never covers the header's buttons; on a
    // phone, at the bottom, a little above the edge.
    module.default.config({ top: 88, bottom: 16 });
    return module.default;
  });

/** Each notice's own key, so that it can be closed alone. */
let noticeCount = 0;

const antdNotifier: Notifier = {
  error: (text) => void loadFeedback().then(({ message }) => message.error(text)),
  warning: (text) => void loadFeedback().then(({ message }) => message.warning(text)),
  success: (text) => void loadFeedback().then(({ message }) => message.success(text)),
  alert: ({ tone = 'warning', title, content, okText, onOk }) =>
    void loadFeedback().then(({ Modal }) => (tone === 'success' ? Modal.success : Modal.warning)({ title, content, okText, onOk })),
  // Strings only: server text reaches the toast as text, never as markup.
  notice: ({ title, description }) => {
    noticeCount += 1;
    const key = `notice-${noticeCount}`;
    const shown = loadNotification().then((notification) => {
      const placement = noticePlacement(window.innerWidth);
      notification.info({ key, title, description, placement, className: placement === 'bottom' ? styles.compact : undefined });
      return notification;
    });
    return () => void shown.then((notification) => notification.destroy(key));
  },
};

let current: Notifier = antdNotifier;

export function setNotifier(next: Notifier | null): void {
  current = next ?? antdNotifier;
}

export const notify: Notifier = {
  error: (text) => current.error(text),
  warning: (text) => current.warning(text),
  success: (text) => current.success(text),
  alert: (options) => current.alert(options),
  notice: (options) => current.notice(options),
};
