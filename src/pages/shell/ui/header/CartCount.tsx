import { Badge, Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { $cartNumber, showsCart } from '@/entities/cart';
import { $enterpriseProductType, $enterpriseRole } from '@/entities/session';

/**
 * The pages that show the cart count (000 §1 says "some pages"): the marketplace area,
 * i.e. every route under /child-marketplacePortal (its home, orders and the cart itself).
 */
const CART_PAGES_PREFIX = '/child-marketplacePortal';
const CART_ROUTE = '/child-marketplacePortal/buyCar';

function showsCartOn(pathname: string): boolean {
  return pathname === CART_PAGES_PREFIX || pathname.startsWith(`${CART_PAGES_PREFIX}/`);
}

/**
 * The cart count of the shell: marketplace pages only, FUND with product MARKET only (000 §1,
 * §6). An empty cart shows the icon without a badge: a red 0 reads as an alert.
 */
export function CartCount() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [count, role, productType] = useUnit([$cartNumber, $enterpriseRole, $enterpriseProductType]);
  if (!showsCartOn(pathname) || !showsCart(role, productType)) return null;
  return (
    <Button type="text" aria-label={t('header.cartCount', { count })} onClick={() => navigate(CART_ROUTE)}>
      <Badge count={count} size="small" overflowCount={99}>
        <ShoppingCartOutlined aria-hidden style={{ fontSize: 18 }} />
      </Badge>
    </Button>
  );
}
