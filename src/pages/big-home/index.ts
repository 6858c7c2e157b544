export { BigHomePage } from './ui/BigHomePage';
