import { ROUTES } from '@/shared/config';

/**
 * Where Verify starts the KYC of a product, once validateProductKyc allowed it (000 §2
 * routes, §4 "After choosing an enterprise"): e-finance and DIGIPO in the e-KYC portal,
 * IDD in the KYC file wizard, account and default product in the common KYC file, export
 * drawback in its onboarding prefilled from the product centre, with the card's product
 * (manufacturing or trading) as the query productType, as menu links carry it (000 §2):
 * the card clicked is the application's type. Other products have no KYC route of their
 * own and use the common KYC file.
 */
export function kycRouteOf(productType: string, enterprise: { id: string; status: string }): string {
  const query = new URLSearchParams({ id: enterprise.id, status: enterprise.status }).toString();
  switch (productType) {
    case 'E_FINANCE':
    case 'DIGIPO':
      return `${ROUTES.efinKyc}?${query}`;
    case 'IDD':
      return `${ROUTES.kycFile}?${query}`;
    case 'EXPORT_DRAWBACK_PROD':
    case 'EXPORT_DRAWBACK_TRADE':
      return `${ROUTES.exportDrawbackKyc}?${new URLSearchParams({ type: 'prefill', productType })}`;
    default:
      return `${ROUTES.commKycFile}?${query}`;
  }
}
