import { db } from '../../db';
import { now } from '../../lib/clock';
import { signIn, updateSession } from '../../lib/session';
import { demoAccountId } from '../accounts';

/**
 * demo.one's application for 20001's trading drawback, as the step 3 submit sends and
 * stores it (000 §3 drawbackFrom; channelId the manager's remark): the one sample the
 * mock's handler tests, the Pact file and the endpoint tests share.
 */
export const DEMO_ONE_TRADE_APPLICATION = {
  managerLastName: 'One',
  mangerFirstName: 'Demo',
  managerEmail: 'one@demo.kj',
  managerPhone: '13800000001',
  managerIdentNo: '11010519491231002X',
  companyName: '壹号贸易有限公司',
  companyIdentCode: '91310115MA1K300001',
  productType: 'EXPORT_DRAWBACK_TRADE',
  enterpriseId: '20001',
  channelId: 'KJCH20001',
} as const;

/**
 * Pact provider states of the export-drawback onboarding (see ../providerStates.ts); the
 * plain sign-in states are the product centre's (states/products.ts).
 */
export const drawbackStates: Record<string, () => void> = {
  'user demo.one is signed in and enterprise 20001 applied for the trading export drawback': () => {
    signIn(demoAccountId('demo.one'));
    updateSession({ orgId: '20001' });
    db.drawbackApplication.create({ id: '20001:EXPORT_DRAWBACK_TRADE', enterpriseId: '20001', productType: 'EXPORT_DRAWBACK_TRADE', data: JSON.stringify(DEMO_ONE_TRADE_APPLICATION), submittedAt: now() });
    db.product.update({
      where: { enterpriseId: { equals: '20001' }, productType: { equals: 'EXPORT_DRAWBACK_TRADE' } },
      data: { productStatus: 'UNDER_REVIEW' },
    });
  },
};
