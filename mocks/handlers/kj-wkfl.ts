import { db } from '../db';
import { SIGNED_CONTRACT_AREA } from '../db/models/media';
import { fieldFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { submitKyc } from '../lib/kycSubmission';
import { filesOfArea } from '../lib/mediaFiles';
import { textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';

/**
 * kj-wkfl: the KYC submission (001 §2.1 step 6, §4). Refused until a signed contract is
 * stored and once already submitted; then the enterprise moves to SUBMIT (the wizard opens
 * read-only, the product centre shows Verify disabled) and its products go under review.
 */
export const kjWkflHandlers = [
  http.post('/kj-wkfl/wkfl/claimAndCompleteTaskByBusId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('busId')) });
      const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } })!;
      if (enterprise.status === 'SUBMIT') throw fieldFailure('kycSubmitted');
      if (filesOfArea({ ...SIGNED_CONTRACT_AREA, busiKey: enterpriseId }).length === 0) throw fieldFailure('signedContractRequired');
      submitKyc(enterpriseId);
      return response(200).json(success(request, null));
    }),
  ),
];
