export { throttle, type Throttled } from './throttle';
