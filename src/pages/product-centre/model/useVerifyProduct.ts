import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $enterpriseId } from '@/entities/session';
import { kycRouteOf, useValidateProductKycMutation } from '@/entities/product';
import type { ProductCard } from '../lib/productCards';
import { isProductType } from '@/shared/api';
import { notify } from '@/shared/ui/notifier';

/**
 * Verify (000 §2): asks validateProductKyc whether the KYC status allows the product; yes
 * → the product's KYC route, no → the warning of 000 §8. A failed call has shown its
 * toast in the base query already.
 */
export function useVerifyProduct(): { verify(card: ProductCard): Promise<void>; view(card: ProductCard): void; pendingType: string | null } {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const enterpriseId = useUnit($enterpriseId);
  const [validate, { isLoading, originalArgs }] = useValidateProductKycMutation();

  async function verify(card: ProductCard): Promise<void> {
    if (!enterpriseId || !isProductType(card.productType)) return;
    let allowed: boolean;
    try {
      allowed = await validate({ enterpriseId, productType: card.productType }).unwrap();
    } catch {
      return;
    }
    if (!allowed) {
      notify.warning(t('kycNotAllowed'));
      return;
    }
    navigate(kycRouteOf(card.productType, { id: enterpriseId, status: card.enterpriseStatus }));
  }

  /** A submitted application: its wizard, which opens it read-only; nothing to validate. */
  function view(card: ProductCard): void {
    if (!enterpriseId) return;
    navigate(kycRouteOf(card.productType, { id: enterpriseId, status: card.enterpriseStatus }));
  }

  return { verify, view, pendingType: isLoading ? (originalArgs?.productType ?? null) : null };
}
