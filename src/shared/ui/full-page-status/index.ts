export { FullPageStatus } from './FullPageStatus';
