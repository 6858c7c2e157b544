/** 000 §9: an enterprise-id cookie is set on single sign-on (for the embedded applications). */
export function setEnterpriseCookie(enterpriseId: string): void {
  document.cookie = `enterpriseId=${encodeURIComponent(enterpriseId)}; path=/; SameSite=Lax`;
}
