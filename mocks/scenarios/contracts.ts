import { db } from '../db';
import { DIGIPO_CONTRACT_TYPE } from '../db/models/contract';
import { demoAccountId } from './accounts';
import { DEMO_ENTERPRISES } from './enterprises';

/** Served by the demo build from mocks/public (copied into mock builds only). */
export const PLATFORM_AGREEMENT_URL = './demo-files/platform-agreement.pdf';

export function seedContracts(): void {
  for (const enterprise of DEMO_ENTERPRISES.filter((candidate) => candidate.digipoContract)) {
    db.contract.create({
      id: `3${enterprise.id}`,
      enterpriseId: enterprise.id,
      contractNo: `DGP-2025-${enterprise.id}`,
      contractName: 'DIGIPO Service Agreement',
      contractStatus: 'WAIT_SIGN',
      contractType: DIGIPO_CONTRACT_TYPE,
      mediaId: `MEDIA${enterprise.id}`,
      catgId: 'CCONTRACT012',
      custName: enterprise.companyName,
      custRole: 'BUYER',
    });
  }
  // demo.agreement has not signed the platform agreement yet.
  db.platformAgreement.create({ id: '1', accountId: demoAccountId('demo.agreement'), url: PLATFORM_AGREEMENT_URL, signedAt: null });
}
