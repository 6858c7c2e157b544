import { db } from '../db';
import { DIGIPO_CONTRACT_TYPE } from '../db/models/contract';
import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requireAccount, requireEnterprise } from '../lib/session';
// step 6 authorisation contract (001 §2.1, §7 "Signing and files")
import { HttpResponse } from 'msw';
import { authContractOf, contractFileName, contractPdf, findAuthContract, generateContractFile } from '../lib/authContract';
import { isMember } from '../lib/present';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { contentDisposition } from './tools-web';

/** kj-contract: the DIGIPO service contract of the chosen enterprise (000 §4 "ENDURANCE"). */
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
  // The contract waiting to be signed by the organisation chosen with setOrgId, else data null.
  http.post('/kj-contract/contractInfo/getDigipoServiceContractClient', (info) =>
    handle(info, ({ request, response }) => {
      const { enterpriseId: chosen } = requireEnterprise({ chosen: true });
      const contract = db.contract.findFirst({
        where: {
          enterpriseId: { equals: chosen },
          contractType: { equals: DIGIPO_CONTRACT_TYPE },
          contractStatus: { equals: 'WAIT_SIGN' },
        },
      });
      if (!contract) return response(200).json(success(request, null));
      const { enterpriseId, ...fields } = contract;
      return response(200).json(success(request, { ...fields, custId: enterpriseId }));
    }),
  ),
];
