export { cssUrl } from './cssUrl';
