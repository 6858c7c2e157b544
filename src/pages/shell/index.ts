export { HomeLayout } from './ui/HomeLayout';
export { HomePage } from './ui/HomePage';
export { homeLanding } from './lib/landing';
