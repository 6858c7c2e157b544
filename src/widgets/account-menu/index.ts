export { AccountMenu } from './ui/AccountMenu';
