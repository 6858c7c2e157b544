import { db } from '../db';
import { DIGIPO_CONTRACT_TYPE } from '../db/models/contract';
import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requireEnterprise } from '../lib/session';

/** kj-contract: the DIGIPO service contract of the chosen enterprise (000 §4 "ENDURANCE"). */
export const kjContractHandlers = [
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
