export { notify, setNotifier, type AlertOptions, type NoticeOptions } from './notifier';
