import { db } from '../db';
import { CFCA_CONTRACT_TYPE, CONTRACT_STATUS, DIGIPO_CONTRACT_TYPE, PLATFORM_CONTRACT_TYPE } from '../db/models/contract';
import { SERVICE_SCHEDULE_AREA, SIGNED_CONTRACT_AREA } from '../db/models/media';
import { buildPdfBytes } from '../scripts/lib/simplePdf';
import { fieldFailure, failure } from './errors';
import { filesOfArea } from './mediaFiles';
import { persistableCopy } from './mediaBytes';
import { now } from './clock';

/**
 * The service contracts of the contract screen (000 §2 "Contract screen", §4 "DIGIPO
 * contract screen", §7 "Contracts"): the DIGIPO service contract (with a CA-certified
 * contract for some enterprises) and the platform service contract, each with its service
 * schedule stored as a kj-media file whose id is the contract's mediaId. Signing needs the
 * signed copy uploaded under the contract's mediaId (MKJ03CONTRACT, CCONTRACT012) and moves
 * the contract out of WAIT_SIGN.
 */
type ContractRow = NonNullable<ReturnType<typeof db.contract.findFirst>>;

/** A contract as the kj-contract reads answer it (000 §3 "Contract"): the enterprise as custId. */
export function contractOnWire(row: ContractRow) {
  const { enterpriseId, ...fields } = row;
  return { ...fields, custId: enterpriseId };
}

const latin1 = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

const SCHEDULE_TITLES: Record<string, string> = {
  [DIGIPO_CONTRACT_TYPE]: 'DIGIPO Service Agreement - Service Schedule (Demo)',
  [PLATFORM_CONTRACT_TYPE]: 'Platform Service Agreement - Service Schedule (Demo)',
};

/** The service schedule of a contract, a real one-page PDF naming the company. */
function serviceSchedulePdf(row: ContractRow): Uint8Array {
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: row.enterpriseId } } });
  const company = latin1(enterprise?.companyName ?? '') || `Enterprise ${row.enterpriseId}`;
  return buildPdfBytes({
    title: `${row.contractName} ${row.contractNo}`,
    producer: 'kj-portal-web mock',
    pages: [
      {
        title: SCHEDULE_TITLES[row.contractType] ?? 'Service Schedule (Demo)',
        lines: [
          `Contract no.: ${row.contractNo}`,
          `Client: ${company}`,
          '',
          'The platform provides the services of this schedule to the client on the terms',
          'of the service agreement. Fees, service levels and notices are as agreed.',
          '',
          'Sign this schedule, scan or photograph it, and upload the signed copy.',
          '',
          'Signature: ______________________        Date: ______________',
        ],
      },
    ],
  });
}

/** Files the contract's service schedule in kj-media under its mediaId (seeding). */
export function storeServiceSchedule(row: ContractRow): void {
  const bytes = serviceSchedulePdf(row);
  db.mediaFile.create({
    id: row.mediaId,
    ...SERVICE_SCHEDULE_AREA,
    busiKey: row.id,
    fileName: `${row.contractName} ${row.contractNo}.pdf`,
    mime: 'application/pdf',
    size: bytes.length,
    createdAt: now(),
    bytes: persistableCopy(bytes),
  });
}

const waitingOf = (enterpriseId: string, contractType: string) =>
  db.contract.findFirst({
    where: { enterpriseId: { equals: enterpriseId }, contractType: { equals: contractType }, contractStatus: { equals: CONTRACT_STATUS.waiting } },
  });

/** The enterprise's DIGIPO service contract waiting to be signed (routing's read, 000 §4 "ENDURANCE"). */
export const waitingDigipoContract = (enterpriseId: string) => waitingOf(enterpriseId, DIGIPO_CONTRACT_TYPE);

/** The CA-certified contract that applies to the enterprise: one waiting to be signed. */
export const waitingCfcaContract = (enterpriseId: string) => waitingOf(enterpriseId, CFCA_CONTRACT_TYPE);

/** The enterprise's platform service contract, whatever its status. */
export const platformContractOf = (enterpriseId: string) =>
  db.contract.findFirst({ where: { enterpriseId: { equals: enterpriseId }, contractType: { equals: PLATFORM_CONTRACT_TYPE } } });

/** The contract signContract names: one of the chosen enterprise's service contracts. */
export function serviceContractById(id: string, enterpriseId: string): ContractRow {
  const row = id ? db.contract.findFirst({ where: { id: { equals: id } } }) : null;
  if (!row || ![DIGIPO_CONTRACT_TYPE, PLATFORM_CONTRACT_TYPE].includes(row.contractType)) throw fieldFailure('contractNothingToSign');
  if (row.enterpriseId !== enterpriseId) throw failure('noPermission');
  return row;
}

/**
 * Signs a service contract: it must wait to be signed and have its signed copy uploaded
 * under its mediaId. A DIGIPO contract takes the enterprise's CA-certified contract with it
 * (the screen's CA box, 000 §4).
 */
export function signServiceContract(row: ContractRow): void {
  if (row.contractStatus !== CONTRACT_STATUS.waiting) throw fieldFailure('contractAlreadySigned');
  if (filesOfArea({ ...SIGNED_CONTRACT_AREA, busiKey: row.mediaId }).length === 0) throw fieldFailure('contractSignedCopyRequired');
  const signed = { contractStatus: CONTRACT_STATUS.signed };
  db.contract.update({ where: { id: { equals: row.id } }, data: signed });
  if (row.contractType === DIGIPO_CONTRACT_TYPE) {
    db.contract.updateMany({
      where: { enterpriseId: { equals: row.enterpriseId }, contractType: { equals: CFCA_CONTRACT_TYPE }, contractStatus: { equals: CONTRACT_STATUS.waiting } },
      data: signed,
    });
  }
}
