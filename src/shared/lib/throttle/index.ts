export { throttle } from './throttle';
