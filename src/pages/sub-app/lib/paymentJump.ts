import { flattenMenu, type MenuEntry } from '@/entities/menu';

/**
 * The payment area a sub-application asks the host to open (its `jumpToPayment` prop, README
 * "Sub-application contract"): the menu's purchase-payment product (000 §1 PURCHASE_PAYMENT),
 * where the user's menu has one that leads somewhere. The specification names the jump and
 * its failure, not its target: "a payment jump that cannot be built: alert
 * 配置错误，请联系管理员" (000 §8) — a menu without the payment product, or whose payment
 * link the link check refused, cannot build it.
 */
const PAYMENT_PRODUCT_TYPE = 'PURCHASE_PAYMENT';

export type PaymentJump = { kind: 'route'; path: string } | { kind: 'external'; url: string } | null;

const destination = (entry: MenuEntry): PaymentJump => {
  const link = entry.link ?? entry.children.find((child) => child.link)?.link ?? null;
  if (link) return { kind: 'route', path: link };
  return entry.externalUrl ? { kind: 'external', url: entry.externalUrl } : null;
};

/** Where the payment jump leads, or null when the menu gives it nowhere to go. */
export function paymentJump(menu: readonly MenuEntry[]): PaymentJump {
  for (const entry of flattenMenu(menu)) {
    const jump = entry.productType === PAYMENT_PRODUCT_TYPE ? destination(entry) : null;
    if (jump) return jump;
  }
  return null;
}
