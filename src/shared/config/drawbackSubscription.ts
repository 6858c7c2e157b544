import { drawbackSubscriptionSetting } from './env';

/**
 * The deployment's subscription address for export-drawback products: the page the
 * Subscribe QR code of 000 §2 "Product centre" opens. The specification does not give it,
 * so each deployment sets it (PORTAL_DRAWBACK_SUBSCRIPTION_URL, see the README).
 *
 * Only an absolute http(s) address counts; empty or anything else means the deployment has
 * none, and then no QR code is shown (a code that points nowhere helps no one).
 */
export function parseDrawbackSubscriptionUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the Subscribe QR code of an export-drawback product points; null: the deployment
 * has no such page. A function, not a constant computed at load time: the config barrel's
 * modules stay free of side effects so the bundler can still inline isMockBackend.
 */
export function drawbackSubscriptionUrl(): string | null {
  return parseDrawbackSubscriptionUrl(drawbackSubscriptionSetting);
}
