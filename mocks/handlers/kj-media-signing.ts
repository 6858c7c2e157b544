import { success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { describeFile, storeUpload, uploadedPart } from '../lib/mediaFiles';
import { textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';
import { SIGNED_CONTRACT_AREA } from '../db/models/media';

/**
 * kj-kyc uploadFile (001 §7 "Signing and files"): the signed authorisation contract of
 * step 6, filed with the enterprise id as business key, so showFileByCatgIdBusiKey with
 * that key lists it and claimAndCompleteTaskByBusId finds it.
 */
export const kjMediaSigningHandlers = [
  http.post('/kj-kyc/enterprise/uploadFile', (info) =>
    handle(info, async ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      const row = await storeUpload(await uploadedPart(request), { ...SIGNED_CONTRACT_AREA, busiKey: enterpriseId });
      return response(200).json(success(request, describeFile(row)));
    }),
  ),
];
