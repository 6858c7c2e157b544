export { notify, setNotifier, type Notifier, type AlertOptions } from './notifier';
export { NotifierBridge } from './NotifierBridge';
