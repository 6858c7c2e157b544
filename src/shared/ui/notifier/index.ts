export { notify, setNotifier, type Notifier, type AlertOptions, type NoticeOptions } from './notifier';
