import { db } from '../../db';
import { CONTRACT_STATUS } from '../../db/models/contract';
import { SIGNED_CONTRACT_AREA } from '../../db/models/media';
import { signIn, updateSession } from '../../lib/session';
import { demoAccountId } from '../accounts';
import { storePdf } from './media';

/** Signs the account in and chooses the enterprise (setOrgId). */
function chosen(loginName: string, orgId: string): void {
  signIn(demoAccountId(loginName));
  updateSession({ orgId });
}

/**
 * Pact provider states of the contract screen (000 §2 "Contract screen", §7 "Contracts"; see
 * ../providerStates.ts). The demo data has the contracts: Zeta Digipo 20016 (demo.many) a
 * DIGIPO service contract 320016 and a platform service contract 420016, both WAIT_SIGN;
 * demo.digipo's 20009 a DIGIPO service contract 320009 with the CA-certified contract 520009.
 */
export const contractStates: Record<string, () => void> = {
  'user demo.many is signed in and chose Zeta Digipo 20016, whose platform service contract 420016 waits to be signed': () => chosen('demo.many', '20016'),
  'user demo.digipo is signed in and chose its enterprise 20009, whose DIGIPO service contract comes with a CA-certified contract': () =>
    chosen('demo.digipo', '20009'),
  'user demo.digipo is signed in and chose its enterprise 20009, and the signed copy of its DIGIPO service contract is uploaded under its mediaId MEDIA20009': () => {
    chosen('demo.digipo', '20009');
    storePdf('900301', { ...SIGNED_CONTRACT_AREA, busiKey: 'MEDIA20009' }, 'signed-digipo-contract.pdf');
  },
  'user demo.many is signed in and chose Zeta Digipo 20016, and the signed copy of its platform service contract 420016 is uploaded under its mediaId MEDIAP20016': () => {
    chosen('demo.many', '20016');
    storePdf('900302', { ...SIGNED_CONTRACT_AREA, busiKey: 'MEDIAP20016' }, 'signed-platform-contract.pdf');
  },
  'user demo.digipo is signed in and chose its enterprise 20009, whose DIGIPO service contract is signed': () => {
    chosen('demo.digipo', '20009');
    db.contract.updateMany({ where: { enterpriseId: { equals: '20009' } }, data: { contractStatus: CONTRACT_STATUS.signed } });
  },
};
