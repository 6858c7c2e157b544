import { db } from '../../db';
import { CFCA_CONTRACT_TYPE, CONTRACT_STATUS, DIGIPO_CONTRACT_TYPE, PLATFORM_CONTRACT_TYPE } from '../../db/models/contract';
import { SIGNED_CONTRACT_AREA } from '../../db/models/media';
import { demoDataLacks, type ProviderState } from './kinds';
import { storePdf } from './media';

type ContractRow = NonNullable<ReturnType<typeof db.contract.findFirst>>;

/** The enterprise's contract of a type, which the demo data must have as the state says. */
function contractOf(enterpriseId: string, contractType: string, condition: string, holds: (row: ContractRow) => boolean): ContractRow {
  const row = db.contract.findFirst({ where: { enterpriseId: { equals: enterpriseId }, contractType: { equals: contractType } } });
  if (!row || !holds(row)) demoDataLacks(`${contractType} contract of enterprise ${enterpriseId} ${condition}`);
  return row;
}

const waiting = (row: ContractRow) => row.contractStatus === CONTRACT_STATUS.waiting;

/**
 * Pact provider states of the contract screen (000 §2 "Contract screen", §7 "Contracts"; see
 * ../providerStates.ts). The demo data has them: Zeta Digipo 20016 (demo.many) with a
 * platform service contract 420016 waiting, no CA-certified one; demo.digipo's 20009 with a
 * DIGIPO service contract (mediaId MEDIA20009) and the CA-certified contract 520009.
 */
export const contractStates: Record<string, ProviderState> = {
  'an enterprise whose DIGIPO service contract waits to be signed': {
    params: { enterpriseId: 'the enterprise\'s id', mediaId: 'the contract\'s mediaId (its service schedule; the signed copy is filed under it)' },
    afterwards: 'The enterprise has a DIGIPO_SERVICE contract in WAIT_SIGN with this mediaId, so getDigipoServiceContractClient answers it.',
    setUp: ({ enterpriseId, mediaId }) => {
      contractOf(enterpriseId!, DIGIPO_CONTRACT_TYPE, `waiting with mediaId ${mediaId}`, (row) => waiting(row) && row.mediaId === mediaId);
    },
  },
  'the enterprise\'s DIGIPO service contract comes with a CA-certified contract': {
    params: { enterpriseId: 'the enterprise\'s id' },
    afterwards: 'Besides its waiting DIGIPO service contract, the enterprise has a CA-certified (CFCA) contract in WAIT_SIGN, which signing the DIGIPO contract signs too.',
    setUp: ({ enterpriseId }) => {
      contractOf(enterpriseId!, CFCA_CONTRACT_TYPE, 'waiting', waiting);
    },
  },
  'the enterprise\'s DIGIPO service contract is signed': {
    params: { enterpriseId: 'the enterprise\'s id' },
    afterwards: 'The enterprise\'s DIGIPO service contract (and its CA-certified one) are SIGNED, so getDigipoServiceContractClient answers null.',
    setUp: ({ enterpriseId }) => {
      contractOf(enterpriseId!, DIGIPO_CONTRACT_TYPE, '', () => true);
      db.contract.updateMany({ where: { enterpriseId: { equals: enterpriseId! } }, data: { contractStatus: CONTRACT_STATUS.signed } });
    },
  },
  'an enterprise whose platform service contract waits to be signed, without a CA-certified contract': {
    params: { enterpriseId: 'the enterprise\'s id', contractId: 'the contract\'s id', mediaId: 'the contract\'s mediaId' },
    afterwards: 'The enterprise has a PLATFORM_SERVICE contract with this id and mediaId in WAIT_SIGN, and no CA-certified contract (getCfcaContractClient answers null).',
    setUp: ({ enterpriseId, contractId, mediaId }) => {
      contractOf(enterpriseId!, PLATFORM_CONTRACT_TYPE, `${contractId} waiting with mediaId ${mediaId}`, (row) => waiting(row) && row.id === contractId && row.mediaId === mediaId);
      if (db.contract.findFirst({ where: { enterpriseId: { equals: enterpriseId! }, contractType: { equals: CFCA_CONTRACT_TYPE } } })) {
        demoDataLacks(`enterprise ${enterpriseId} without a CA-certified contract`);
      }
    },
  },
  'the signed copy of a service contract is uploaded': {
    params: { mediaId: 'the contract\'s mediaId', fileId: 'the id of the uploaded file' },
    afterwards: `A PDF with this id is filed as the signed copy of the contract (modelCode ${SIGNED_CONTRACT_AREA.modelCode}, catgId ${SIGNED_CONTRACT_AREA.catgId}, busiKey = the mediaId), so signing it is allowed.`,
    setUp: ({ mediaId, fileId }) => storePdf(fileId!, { ...SIGNED_CONTRACT_AREA, busiKey: mediaId! }, 'signed-service-contract.pdf'),
  },
};
