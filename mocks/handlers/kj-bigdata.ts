import { db } from '../db';
import { demoFileUrl } from '../lib/demoFiles';
import { failure, requestFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import {
  addOthersStore,
  appendSettlementFiles,
  openAccessSession,
  pollAccessSession,
  presentCorpInfo,
  presentStore,
  saveCorpInfo,
  storesOf,
  tokenOf,
} from '../lib/preApproval';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireAccount, requireEnterprise } from '../lib/session';
import { uploadedFile, type UploadedFile } from '../lib/uploadContent';

/*
 * kj-bigdata: the pre-approval flow (001 §2.5, §2.6, §4, §5, §7 "Pre-approval"; 000 §7
 * getTokenByEnterpriseId). The company details and the token name their enterprise; the
 * stores, authorisations and uploads are the chosen enterprise's (setOrgId). Rules in
 * lib/preApproval.ts, demo data in scenarios/preApproval.ts.
 */

type Body = Record<string, unknown>;
const objectOf = async (request: Request): Promise<Body> => {
  const body = await readJson<unknown>(request, null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
};

const PAGE_SIZE_LIMIT = 100;
const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/** The parts of a batchUpload form: files (empty ones too: they are refused as empty) and text fields (an unreadable form has none). */
async function uploadForm(request: Request): Promise<{ files: UploadedFile[]; field: (name: string) => string }> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return { files: [], field: () => '' };
  }
  const parts = form.getAll('files').filter((part): part is File => typeof part !== 'string');
  return { files: await Promise.all(parts.map(uploadedFile)), field: (name) => textOf(form.get(name)) };
}

export const kjBigdataHandlers = [
  /* ---- 000 §7: the big-data token a pre-approval page keeps ---- */
  http.get('/kj-bigdata/clientAuthInfo/getTokenByEnterpriseId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      return response(200).json(success(request, tokenOf(enterpriseId)));
    }),
  ),

  /* ---- the three-step variant's company details (001 §2.5 step 1) ---- */
  http.post('/kj-bigdata/preApproval/getCorpInfo', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const { enterpriseId } = requireEnterprise({ requested: textOf((await objectOf(request)).enterpriseId) });
      return response(200).json(success(request, presentCorpInfo(enterpriseId)));
    }),
  ),

  http.post('/kj-bigdata/preApproval/updateByEnterpriseId', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const body = await objectOf(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      saveCorpInfo(enterpriseId, textOf(body.monthlySales), textOf(body.businessScope));
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- stage 3: one store's settlement files (001 §2.6, §5) ---- */
  http.post('/kj-bigdata/preApproval/batchUpload', (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const { files, field } = await uploadForm(request);
      appendSettlementFiles(enterpriseId, { sellerId: field('sellerId'), marketplace: field('marketplace'), requestId: field('requestId'), files });
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- stage 2: connecting a platform (001 §2.6, §4) ---- */
  http.post('/kj-bigdata/enterpriseAccess/bindEnterpriseAccess', (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const body = await objectOf(request);
      const type = textOf(body.type);
      if (textOf(body.source) !== 'SELF_REGISTRATION') throw failure('badRequest');
      if (type === 'Others') {
        addOthersStore(enterpriseId);
        return response(200).json(success(request, { link: null, sceneState: null }));
      }
      if (type !== 'amazon' && type !== 'jdvc') throw failure('badRequest');
      const sceneState = openAccessSession(enterpriseId, type, textOf(body.marketplace));
      // The seller's consent page: a demo file, instead of the platform's.
      const link = `${demoFileUrl('store-authorisation.html')}?platform=${type}&sceneState=${sceneState}`;
      return response(200).json(success(request, { link, sceneState }));
    }),
  ),

  http.post('/kj-bigdata/enterpriseAccess/queryAccessStatus', (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const authStatus = pollAccessSession(enterpriseId, textOf((await objectOf(request)).sceneState));
      return response(200).json(success(request, { authStatus }));
    }),
  ),

  http.post('/kj-bigdata/enterpriseAccess/listMarketplaceRegion', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      if (textOf((await objectOf(request)).sceneType) !== 'AMAZON') throw failure('badRequest');
      const rows = db.marketplace.getAll().sort((a, b) => a.regionOrder - b.regionOrder || a.orderNo - b.orderNo);
      const regions: Array<{ regionCn: string; regionEn: string; regions: Array<{ marketplaceCode: string; marketplaceCn: string; marketplaceEn: string; fileLink: string }> }> = [];
      for (const row of rows) {
        let region = regions.find((entry) => entry.regionEn === row.regionEn);
        if (!region) regions.push((region = { regionCn: row.regionCn, regionEn: row.regionEn, regions: [] }));
        region.regions.push({ marketplaceCode: row.code, marketplaceCn: row.marketplaceCn, marketplaceEn: row.marketplaceEn, fileLink: row.fileLink });
      }
      return response(200).json(success(request, regions));
    }),
  ),

  http.post('/kj-bigdata/enterpriseAccess/pageAuthorizedStores', (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId } = requireEnterprise({ chosen: true });
      const { current, size } = await objectOf(request);
      if (!isPositiveInteger(current) || !isPositiveInteger(size)) throw requestFailure('pageNotPositive');
      if (size > PAGE_SIZE_LIMIT) throw requestFailure('pageSizeTooLarge');
      const all = storesOf(enterpriseId);
      const records = all.slice((current - 1) * size, current * size).map(presentStore);
      return response(200).json(success(request, { records, total: all.length, current, size }));
    }),
  ),
];
