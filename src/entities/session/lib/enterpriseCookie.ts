import { cookie } from '@/shared/lib/storage';

const ENTERPRISE_COOKIE = 'enterpriseId';

/** 000 §9: an enterprise-id cookie is set on single sign-on (for the embedded applications). */
export function setEnterpriseCookie(enterpriseId: string): void {
  cookie.set(ENTERPRISE_COOKIE, enterpriseId);
}

/**
 * The enterprise-id cookie ends with the session: logout clears storage (000 §4 "Other
 * transitions"), and the cookie is part of what single sign-on stored (000 §9).
 */
export function clearEnterpriseCookie(): void {
  cookie.clear(ENTERPRISE_COOKIE);
}
