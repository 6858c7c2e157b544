import { db } from '../../db';
import { SIGNED_CONTRACT_AREA } from '../../db/models/media';
import { AUTH_CONTRACT_TYPE, generateContractFile } from '../../lib/authContract';
import { keepBytes } from '../../lib/mediaBytes';
import { buildPdfBytes } from '../../scripts/lib/simplePdf';
import { enterpriseWhere, type ProviderState } from './kinds';

/** A small stored PDF in an area. */
export function storePdf(id: string, area: { modelCode: string; catgId: string; busiKey: string }, fileName: string): void {
  const bytes = buildPdfBytes({ title: fileName, producer: 'mocks/scenarios/states/media.ts', pages: [{ title: 'Stored file', lines: [fileName] }] });
  keepBytes(id, bytes);
  db.mediaFile.create({ id, ...area, fileName, mime: 'application/pdf', size: bytes.length, createdAt: Date.now(), bytes: null });
}

/** The KYC authorisation contract of an enterprise, waiting to be signed. */
function authContract({ enterpriseId, contractId, contractNo }: Record<string, string | undefined>) {
  enterpriseWhere(enterpriseId!, '', () => true);
  return db.contract.create({
    id: contractId!,
    enterpriseId: enterpriseId!,
    contractNo: contractNo!,
    contractName: 'KYC authorisation contract',
    contractStatus: 'WAIT_SIGN',
    contractType: AUTH_CONTRACT_TYPE,
    mediaId: '',
    catgId: null,
    custName: null,
    custRole: null,
  });
}

const CONTRACT_PARAMS = { enterpriseId: 'the enterprise\'s id', contractId: 'the contract\'s id', contractNo: 'its number (the file is named "Authorisation_contract_<contractNo>.pdf", its signs made underscores)' };

/**
 * Pact provider states of the files, signing and submission calls (see ../providerStates.ts),
 * each after a sign-in state.
 */
export const mediaStates: Record<string, ProviderState> = {
  'a file is stored': {
    params: { fileId: 'the file\'s id', modelCode: 'its model code', catgId: 'its category', busiKey: 'its business key', fileName: 'its name' },
    afterwards: 'A PDF with this id and name is stored in this area (modelCode, catgId, busiKey), which the signed-in user may read and delete.',
    setUp: ({ fileId, modelCode, catgId, busiKey, fileName }) => storePdf(fileId!, { modelCode: modelCode!, catgId: catgId!, busiKey: busiKey! }, fileName!),
  },
  'the enterprise has a KYC authorisation contract': {
    params: CONTRACT_PARAMS,
    afterwards: 'The enterprise\'s KYC authorisation contract has this id and number, waiting to be signed; its file is not generated yet.',
    setUp: (params) => {
      authContract(params);
    },
  },
  'the file of the enterprise\'s KYC authorisation contract is generated': {
    params: CONTRACT_PARAMS,
    afterwards: 'As "the enterprise has a KYC authorisation contract", and its PDF is generated, so downloadContractFile serves it.',
    setUp: (params) => {
      generateContractFile(authContract(params));
    },
  },
  'the signed KYC authorisation contract of the enterprise is uploaded': {
    params: { enterpriseId: 'the enterprise\'s id', fileId: 'the id of the uploaded file' },
    afterwards: `A PDF with this id is filed as the enterprise's signed authorisation contract (modelCode ${SIGNED_CONTRACT_AREA.modelCode}, catgId ${SIGNED_CONTRACT_AREA.catgId}, busiKey = the enterprise id), so its KYC can be submitted.`,
    setUp: ({ enterpriseId, fileId }) => storePdf(fileId!, { ...SIGNED_CONTRACT_AREA, busiKey: enterpriseId! }, 'signed-contract.pdf'),
  },
};
