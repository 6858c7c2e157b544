export { TopNotice } from './ui/TopNotice';
