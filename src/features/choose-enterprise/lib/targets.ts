import { checkRedirectTarget } from '@/shared/lib/safe-redirect';
import { LOGIN_ROUTES, SIGN_IN_STEP_ROUTES, ROUTES } from '@/shared/config';

/** Where our page runs and which other origins redirect targets may name (DESIGN §6). */
export interface TargetPolicy {
  origin: string;
  allowList: readonly string[];
}

/** Routes of the sign-in flow itself: never a place to return to (they would loop). */
const SIGN_IN_ROUTES = new Set([...LOGIN_ROUTES, ROUTES.logout, ...SIGN_IN_STEP_ROUTES]);

const pathOf = (route: string) => route.split(/[?#]/, 1)[0] ?? route;

/**
 * A server- or enterprise-given target (potentialCust redirect, toPage): a portal route
 * ("/child-marketplacePortal/buyCar") or an allow-listed absolute URL; anything else —
 * other hosts, `javascript:`, `//host`, backslashes — is null.
 */
export function checkedTarget(raw: string | null | undefined, policy: TargetPolicy): string | null {
  const target = checkRedirectTarget(raw, policy);
  if (!target) return null;
  return target.kind === 'route' ? target.path : target.url;
}

/**
 * The "Login Again" return target (the login URL's `refer`, 000 §8): followed only when it
 * is a portal route outside the sign-in flow; never another host, even an allow-listed one.
 */
export function returnTargetOf(refer: string | null | undefined, policy: TargetPolicy): string | null {
  const target = checkRedirectTarget(refer, policy);
  if (target?.kind !== 'route' || SIGN_IN_ROUTES.has(pathOf(target.path))) return null;
  return target.path;
}

/** True for an absolute URL (left the portal), false for a portal route. */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
