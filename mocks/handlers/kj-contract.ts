import { DIGIPO_CONTRACT_TYPE } from '../db/models/contract';
import { fieldFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requireAccount, requireEnterprise } from '../lib/session';
// step 6 authorisation contract (001 §2.1, §7 "Signing and files")
import { HttpResponse } from 'msw';
import { authContractOf, contractFileName, contractPdf, findAuthContract, generateContractFile } from '../lib/authContract';
import { isMember } from '../lib/present';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { contractOnWire, platformContractOf, serviceContractById, signServiceContract, waitingCfcaContract, waitingDigipoContract } from '../lib/serviceContract';
import { contentDisposition } from './tools-web';

/** kj-contract: the authorisation contract of step 6 and the service contracts of the contract screen (000 §4, §7). */
export const kjContractHandlers = [
  // step 6 authorisation contract (001 §2.1, §7 "Signing and files"): its id, the generated
  // file's path, and the file, a real PDF naming the company.
  http.post('/kj-contract/contractInfo/getAuthContract', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Record<string, unknown>>(request, {});
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId), orChosen: true });
      return response(200).json(success(request, authContractOf(enterpriseId).id));
    }),
  ),
  http.post('/kj-contract/contractInfo/createContractFile', (info) =>
    handle(info, ({ request, response, query }) => {
      const { account } = requireAccount();
      const contract = findAuthContract(textOf(query.get('id')), (enterpriseId) => isMember(account.id, enterpriseId));
      return response(200).json(success(request, generateContractFile(contract)));
    }),
  ),
  http.post('/kj-contract/contractInfo/downloadContractFile', (info) =>
    handle(info, ({ response, query }) => {
      const { account } = requireAccount();
      const contract = findAuthContract(textOf(query.get('id')), (enterpriseId) => isMember(account.id, enterpriseId));
      return response.untyped(
        new HttpResponse(contractPdf(contract), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(contractFileName(contract)) },
        }),
      );
    }),
  ),
  // The contract waiting to be signed by the organisation chosen with setOrgId, else data null
  // (a signed one no longer routes to /contract, 000 §4).
  http.post('/kj-contract/contractInfo/getDigipoServiceContractClient', (info) =>
    handle(info, ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const contract = waitingDigipoContract(enterpriseId);
      return response(200).json(success(request, contract ? contractOnWire(contract) : null));
    }),
  ),

  // contract screen (000 §2 "Contract screen", §4 "DIGIPO contract screen", §7 "Contracts"):
  // the chosen enterprise's platform service contract whatever its status, its CA-certified
  // contract while one applies, and signing once the signed copy is uploaded.
  http.post('/kj-contract/contractInfo/getPlatformServiceContractClient', (info) =>
    handle(info, ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const contract = platformContractOf(enterpriseId);
      return response(200).json(success(request, contract ? contractOnWire(contract) : null));
    }),
  ),
  http.post('/kj-contract/contractInfo/getCfcaContractClient', (info) =>
    handle(info, ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const contract = waitingCfcaContract(enterpriseId);
      return response(200).json(success(request, contract ? contractOnWire(contract) : null));
    }),
  ),
  http.post('/kj-contract/contractInfo/signDigipoContract', (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const body = await readJson<Record<string, unknown>>(request, {});
      const contract = textOf(body.contractType) === DIGIPO_CONTRACT_TYPE ? waitingDigipoContract(enterpriseId) : null;
      if (!contract) throw fieldFailure('contractNothingToSign');
      signServiceContract(contract);
      return response(200).json(success(request, null));
    }),
  ),
  http.post('/kj-contract/contractInfo/signContract', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      signServiceContract(serviceContractById(textOf(query.get('id')), enterpriseId));
      return response(200).json(success(request, null));
    }),
  ),
];
