export { useLogout } from './model/useLogout';
export { NotPermitted } from './ui/NotPermitted';
