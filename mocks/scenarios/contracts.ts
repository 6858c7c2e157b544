import { db } from '../db';
import { CFCA_CONTRACT_TYPE, CONTRACT_STATUS, DIGIPO_CONTRACT_TYPE, PLATFORM_CONTRACT_TYPE } from '../db/models/contract';
import { demoFileUrl } from '../lib/demoFiles';
import { storeServiceSchedule } from '../lib/serviceContract';
import { demoAccountId } from './accounts';
import { DEMO_ENTERPRISES } from './enterprises';

/** The platform agreement PDF, a demo file (lib/demoFiles.ts: its address depends on the host). */
const PLATFORM_AGREEMENT_FILE = 'platform-agreement.pdf';

/** Enterprises whose DIGIPO service contract comes with a CA-certified contract (the screen's CA box): demo.digipo's. */
const CA_CONTRACT_ENTERPRISES: readonly string[] = ['20009'];

/** Platform service contracts and their status: Zeta Digipo (demo.many) still to sign, demo.digipo's signed. */
const PLATFORM_CONTRACTS: Readonly<Record<string, string>> = { '20016': CONTRACT_STATUS.waiting, '20009': CONTRACT_STATUS.signed };

export function seedContracts(): void {
  for (const enterprise of DEMO_ENTERPRISES.filter((candidate) => candidate.digipoContract)) {
    const digipo = db.contract.create({
      id: `3${enterprise.id}`,
      enterpriseId: enterprise.id,
      contractNo: `DGP-2025-${enterprise.id}`,
      contractName: 'DIGIPO Service Agreement',
      contractStatus: CONTRACT_STATUS.waiting,
      contractType: DIGIPO_CONTRACT_TYPE,
      mediaId: `MEDIA${enterprise.id}`,
      catgId: 'CCONTRACT012',
      custName: enterprise.companyName,
      custRole: 'BUYER',
    });
    storeServiceSchedule(digipo);
    if (CA_CONTRACT_ENTERPRISES.includes(enterprise.id)) {
      db.contract.create({
        id: `5${enterprise.id}`,
        enterpriseId: enterprise.id,
        contractNo: `CFCA-2025-${enterprise.id}`,
        contractName: 'CA-certified Contract',
        contractStatus: CONTRACT_STATUS.waiting,
        contractType: CFCA_CONTRACT_TYPE,
        mediaId: '',
        catgId: null,
        custName: enterprise.companyName,
        custRole: 'BUYER',
      });
    }
  }
  for (const [enterpriseId, contractStatus] of Object.entries(PLATFORM_CONTRACTS)) {
    const enterprise = DEMO_ENTERPRISES.find((candidate) => candidate.id === enterpriseId)!;
    const platform = db.contract.create({
      id: `4${enterpriseId}`,
      enterpriseId,
      contractNo: `PSA-2025-${enterpriseId}`,
      contractName: 'Platform Service Agreement',
      contractStatus,
      contractType: PLATFORM_CONTRACT_TYPE,
      mediaId: `MEDIAP${enterpriseId}`,
      catgId: 'CCONTRACT012',
      custName: enterprise.companyName,
      custRole: 'BUYER',
    });
    storeServiceSchedule(platform);
  }
  // demo.agreement has not signed the platform agreement yet.
  db.platformAgreement.create({ id: '1', accountId: demoAccountId('demo.agreement'), url: demoFileUrl(PLATFORM_AGREEMENT_FILE), signedAt: null });
}
