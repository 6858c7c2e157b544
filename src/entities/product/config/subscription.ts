import { drawbackSubscriptionUrl } from '@/shared/config';

/**
 * The Subscribe QR code's value for an export-drawback product of an enterprise (000 §2
 * "Product centre"): the deployment's subscription address with the product and the
 * enterprise as query. Null when the deployment has no subscription address: then there
 * is no code to show.
 */
export function subscriptionUrl(productType: string, enterpriseId: string, base: string | null = drawbackSubscriptionUrl()): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('productType', productType);
  url.searchParams.set('enterpriseId', enterpriseId);
  return url.href;
}
