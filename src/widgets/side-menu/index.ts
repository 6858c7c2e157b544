export { SideMenu, type SideMenuProps } from './ui/SideMenu';
