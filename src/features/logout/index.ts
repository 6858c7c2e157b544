export { useLogout } from './model/useLogout';
export { signOut, loginRouteKeeping, type SignOutDeps } from './model/signOut';
