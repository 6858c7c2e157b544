import { db } from '../db';
import { buildPdfBytes } from '../scripts/lib/simplePdf';
import { requestFailure } from './errors';
import { newId } from './random';
import { storableNameOf } from './uploadContent';

/** The contract type of step 6's authorisation contract (the value is the mock's own). */
export const AUTH_CONTRACT_TYPE = 'KYC_AUTH';

type ContractRow = NonNullable<ReturnType<typeof db.contract.findFirst>>;

/** The enterprise's authorisation contract, created on first request (001 §7 getAuthContract). */
export function authContractOf(enterpriseId: string): ContractRow {
  const found = db.contract.findFirst({ where: { enterpriseId: { equals: enterpriseId }, contractType: { equals: AUTH_CONTRACT_TYPE } } });
  if (found) return found;
  const id = newId();
  return db.contract.create({
    id,
    enterpriseId,
    contractNo: `AUTH-${enterpriseId}`,
    contractName: 'KYC authorisation contract',
    contractStatus: 'WAIT_SIGN',
    contractType: AUTH_CONTRACT_TYPE,
    // The generated file's path once createContractFile has run.
    mediaId: '',
    catgId: null,
    custName: null,
    custRole: null,
  });
}

/** An authorisation contract by id, of an enterprise the caller may see. */
export function findAuthContract(id: string, visible: (enterpriseId: string) => boolean): ContractRow {
  const row = id ? db.contract.findFirst({ where: { id: { equals: id }, contractType: { equals: AUTH_CONTRACT_TYPE } } }) : null;
  if (!row || !visible(row.enterpriseId)) throw requestFailure('fileMissing');
  return row;
}

/** Generates the contract file (001 §7 createContractFile): records and returns its path. */
export function generateContractFile(row: ContractRow): string {
  const path = `/contract/auth/${row.contractNo}.pdf`;
  db.contract.update({ where: { id: { equals: row.id } }, data: { mediaId: path } });
  return path;
}

const latin1 = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

/** The name a contract file is downloaded under. */
export function contractFileName(row: ContractRow): string {
  return storableNameOf(['Authorisation contract', row.contractNo], 'pdf');
}

/** The contract PDF naming the company (the generated file of step 6), a real one-page PDF. */
export function contractPdf(row: ContractRow): Uint8Array {
  if (!row.mediaId) throw requestFailure('fileNotReady');
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: row.enterpriseId } } });
  const company = latin1(enterprise?.companyName ?? '') || `Enterprise ${row.enterpriseId}`;
  return buildPdfBytes({
    title: `KYC authorisation contract - ${enterprise?.companyNameCn || company}`,
    producer: 'kj-portal-web mock',
    pages: [
      {
        title: 'KYC Authorisation Contract (Demo)',
        lines: [
          `Contract no.: ${row.contractNo}`,
          `Client: ${company}`,
          `Registration code: ${latin1(enterprise?.companyIdentCode ?? '') || '-'}`,
          '',
          'The client authorises the platform to verify the company, its authorised person,',
          'legal persons or directors, beneficial owners and bank accounts as submitted in',
          'the client portal, and confirms that the information is true and complete.',
          '',
          'Sign this page, scan or photograph it, and upload the signed copy in step 6.',
          '',
          'Signature: ______________________        Date: ______________',
        ],
      },
    ],
  });
}
