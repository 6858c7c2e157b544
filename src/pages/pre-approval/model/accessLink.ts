/**
 * A link the server hands the seller (the authorisation link of bindEnterpriseAccess, the
 * plugin download of getWebsiteUrl, a flag of listMarketplaceRegion; 001 §4, §7) is followed
 * only when it is an http(s) address; a relative one is read against the page (the demo
 * serves its files next to the portal). Anything else (`javascript:`, `data:`, garbage) is
 * null: the dialog then offers no Open or Download action and shows the text alone.
 */
export function openableLink(raw: string | null | undefined, base: string = document.baseURI): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
