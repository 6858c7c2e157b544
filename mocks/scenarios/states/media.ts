import { db } from '../../db';
import { SIGNED_CONTRACT_AREA } from '../../db/models/media';
import { AUTH_CONTRACT_TYPE, generateContractFile } from '../../lib/authContract';
import { keepBytes } from '../../lib/mediaBytes';
import { signIn } from '../../lib/session';
import { buildPdfBytes } from '../../scripts/lib/simplePdf';
import { demoAccountId } from '../accounts';

/** A small stored PDF in an area. */
export function storePdf(id: string, area: { modelCode: string; catgId: string; busiKey: string }, fileName: string): void {
  const bytes = buildPdfBytes({ title: fileName, producer: 'mocks/scenarios/states/media.ts', pages: [{ title: 'Stored file', lines: [fileName] }] });
  keepBytes(id, bytes);
  db.mediaFile.create({ id, ...area, fileName, mime: 'application/pdf', size: bytes.length, createdAt: Date.now(), bytes: null });
}

/** The authorisation contract 910001 of enterprise 20001 (One Trade). */
function authContract(): NonNullable<ReturnType<typeof db.contract.findFirst>> {
  return db.contract.create({
    id: '910001',
    enterpriseId: '20001',
    contractNo: 'AUTH-20001',
    contractName: 'KYC authorisation contract',
    contractStatus: 'WAIT_SIGN',
    contractType: AUTH_CONTRACT_TYPE,
    mediaId: '',
    catgId: null,
    custName: null,
    custRole: null,
  });
}

/**
 * Pact provider states of the files, signing and submission calls (see ../providerStates.ts):
 * demo.one signed in, with the stored files or the contract the interaction needs.
 */
export const mediaStates: Record<string, () => void> = {
  'user demo.one is signed in and the company file 900101 is stored under business key M-100': () => {
    signIn(demoAccountId('demo.one'));
    storePdf('900101', { modelCode: 'MKJ02CONTACT', catgId: 'CCONTACT003', busiKey: 'M-100' }, 'company-file.pdf');
  },
  'user demo.one is signed in and enterprise 20001 has the authorisation contract 910001': () => {
    signIn(demoAccountId('demo.one'));
    authContract();
  },
  'user demo.one is signed in and the file of authorisation contract 910001 of enterprise 20001 is generated': () => {
    signIn(demoAccountId('demo.one'));
    generateContractFile(authContract());
  },
  'user demo.one is signed in and enterprise 20001 has a signed contract stored': () => {
    signIn(demoAccountId('demo.one'));
    storePdf('900201', { ...SIGNED_CONTRACT_AREA, busiKey: '20001' }, 'signed-contract.pdf');
  },
};
