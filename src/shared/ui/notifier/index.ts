export { notify, setNotifier, type Notifier, type AlertOptions } from './notifier';
