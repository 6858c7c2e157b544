const ENTERPRISE_COOKIE = 'enterpriseId';

/** 000 §9: an enterprise-id cookie is set on single sign-on (for the embedded applications). */
export function setEnterpriseCookie(enterpriseId: string): void {
  document.cookie = `${ENTERPRISE_COOKIE}=${encodeURIComponent(enterpriseId)}; path=/; SameSite=Lax`;
}

/**
 * The enterprise-id cookie ends with the session: logout clears storage (000 §4 "Other
 * transitions"), and the cookie is part of what single sign-on stored (000 §9).
 */
export function clearEnterpriseCookie(): void {
  document.cookie = `${ENTERPRISE_COOKIE}=; path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
