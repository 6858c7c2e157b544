/**
 * Navigation outside React (the API base, logout). The app uses hash routing, so setting
 * the hash is what a router link does.
 */
export function goTo(path: string): void {
  window.location.hash = path.startsWith('#') ? path : `#${path}`;
}

/** The current route path and query, without the leading '#'. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

export function reloadPage(): void {
  window.location.reload();
}

export { portalAddress, portalAddressCaptured } from './portalAddress';
