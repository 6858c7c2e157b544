import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $cartNumber } from '@/entities/cart';
import { $currentProductType, useShellMenu } from '@/entities/menu';
import { $buttonPermissions, $chosenEnterprise, $currentPagePath } from '@/entities/session';
import { $locale } from '@/shared/i18n';
import { sharedStateOf, type PortalSharedState } from '../lib/sharedState';

/** The global shared state of 000 §3 for what the portal knows now; a new object only when a value changes. */
export function useSharedState(): PortalSharedState {
  const [locale, productType, cartNumber, pagePath, enterprise, permissions] = useUnit([
    $locale,
    $currentProductType,
    $cartNumber,
    $currentPagePath,
    $chosenEnterprise,
    $buttonPermissions,
  ]);
  const { menu } = useShellMenu();
  return useMemo(
    () => sharedStateOf({ locale, productType, cartNumber, pagePath, enterprise, permissions, menu }),
    [locale, productType, cartNumber, pagePath, enterprise, permissions, menu],
  );
}
