export { HomeLayout } from './ui/HomeLayout';
export { HomePage } from './ui/HomePage';
