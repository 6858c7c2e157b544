/**
 * Where the Subscribe QR code of an export-drawback product points. The specification
 * does not give the address; this demo URL stands in for the subscription page.
 */
export const DRAWBACK_SUBSCRIPTION_URL = 'https://kj.example.com/subscribe/export-drawback';

/** The QR code's value for a product of an enterprise. */
export function subscriptionUrl(productType: string, enterpriseId: string): string {
  return `${DRAWBACK_SUBSCRIPTION_URL}?${new URLSearchParams({ productType, enterpriseId }).toString()}`;
}
