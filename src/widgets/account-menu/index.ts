export { AccountMenu, type AccountMenuProps } from './ui/AccountMenu';
