import { updateSession, signIn } from '../../lib/session';
import { demoAccountId } from '../accounts';

/**
 * Pact provider states of the product centre (see ../providerStates.ts). The demo data
 * already holds the products (scenarios/products.ts); the states sign the right user in
 * with the enterprise chosen.
 */
export const productStates: Record<string, () => void> = {
  // 20001 (INIT): E_FINANCE, ACCOUNT, EXPORT_DRAWBACK_TRADE not approved, EXPORT_DRAWBACK_PROD activated.
  'user demo.one is signed in and enterprise 20001 has products to verify': () => {
    signIn(demoAccountId('demo.one'));
    updateSession({ orgId: '20001' });
  },
  // 20014 (REJECT): its ACCOUNT product FAILED, so product KYC is refused.
  'user demo.many is signed in and enterprise 20014 was rejected': () => {
    signIn(demoAccountId('demo.many'));
    updateSession({ orgId: '20014' });
  },
};
