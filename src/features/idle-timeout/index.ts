export { IdleTimeoutHost } from './ui/IdleTimeoutHost';
