import { HttpResponse } from 'msw';
import type { components } from '@/shared/api';
import { db } from '../db';
import { now } from '../lib/clock';
import {
  checkDrawbackCompany,
  checkDrawbackManager,
  formManager,
  managerChannelId,
  payloadManager,
} from '../lib/drawback';
import { authLetterFileName, authLetterPdf } from '../lib/exportAgreement';
import { failure, fieldFailure, requestFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { newId } from '../lib/random';
import { textOf } from '../lib/rules';
import { requireAccount, requireEnterprise } from '../lib/session';
import { managerOf, objectBody, parse, saveManager, storedManager } from './kj-kyc-steps';
import { contentDisposition } from './tools-web';

/*
 * kj-kyc: the export-drawback onboarding (/exportDrawbackKyc, 000 §2, §3 drawbackFrom, §4,
 * §5 steps 1-2, §7). The prefill reads (the enterprise manager, whose remark is the
 * application's channelId, and the latest application), the manager update of step 2's
 * association dialog, step 3's authorisation letter and the application, which puts the
 * product under review so the product centre shows it.
 */

const DRAWBACK_FIELDS = [
  'managerLastName', 'mangerFirstName', 'managerEmail', 'managerPhone', 'managerIdentNo',
  'companyName', 'companyIdentCode', 'productType', 'enterpriseId', 'channelId',
] as const;

type DrawbackForm = components['schemas']['DrawbackForm'];

/** The enterprise's latest application, as the drawbackForm; null before any. */
function latestApplication(enterpriseId: string): DrawbackForm | null {
  const [latest] = db.drawbackApplication
    .findMany({ where: { enterpriseId: { equals: enterpriseId } } })
    .sort((a, b) => b.submittedAt - a.submittedAt);
  return latest ? parse<DrawbackForm>(latest.data) : null;
}

/** The drawback product goes under review: the enterprise's row, or a new one after its products. */
function putUnderReview(enterpriseId: string, productType: string): void {
  const products = db.product.findMany({ where: { enterpriseId: { equals: enterpriseId } } });
  const product = products.find((row) => row.productType === productType);
  if (product) {
    if (product.productStatus === 'ACTIVATED') throw fieldFailure('drawbackAlreadyActivated');
    if (product.productStatus === 'UNDER_REVIEW') throw fieldFailure('drawbackUnderReview');
    db.product.update({ where: { id: { equals: product.id } }, data: { productStatus: 'UNDER_REVIEW', msg: null } });
    return;
  }
  const orderNo = Math.max(0, ...products.map((row) => row.orderNo)) + 1;
  db.product.create({ id: newId(), enterpriseId, productType, productStatus: 'UNDER_REVIEW', msg: null, orderNo });
}

export const kjKycDrawbackHandlers = [
  /* ---- the prefill of type=prefill (000 §2) ---- */
  http.get('/kj-kyc/enterpriseContact/getEnterpriseManager', (info) =>
    handle(info, ({ request, response, query }) => {
      const { account, enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      const manager = managerOf(enterpriseId, account);
      return response(200).json(
        success(request, { id: manager.id ?? null, phone: manager.phone ?? null, email: manager.email ?? null, remark: managerChannelId(enterpriseId) }),
      );
    }),
  ),

  http.get('/kj-kyc/self/registration/exportRefundRecordTransition', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      return response(200).json(success(request, latestApplication(enterpriseId)));
    }),
  ),

  /* ---- step 2: the association dialog's confirm saves the manager (000 §4) ---- */
  http.post('/kj-kyc/eKyc/updateExportManager', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      if (textOf(body.identType) !== 'CREDENTIALS_ID') throw failure('badRequest');
      const details = payloadManager(body);
      checkDrawbackManager(details, { withIdentNo: true });
      const stored = storedManager(enterpriseId);
      if (textOf(body.id) && stored?.id && textOf(body.id) !== stored.id) throw failure('noPermission');
      saveManager(enterpriseId, {
        ...(stored ?? {}),
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email,
        phone: details.phone,
        identType: 'CREDENTIALS_ID',
        identNo: details.identNo,
      });
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- step 3: the authorisation letter, by the Chinese company name ---- */
  http.post('/kj-kyc/eKyc/downloadAuthLetterByCompanyNameCn', (info) =>
    handle(info, ({ response, query }) => {
      requireAccount();
      const companyName = textOf(query.get('companyNameCn'));
      if (!companyName) throw requestFailure('agreementCompanyRequired');
      return response.untyped(
        new HttpResponse(authLetterPdf(companyName), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(authLetterFileName(companyName)) },
        }),
      );
    }),
  ),

  /* ---- step 3's submit: the application (000 §4) ---- */
  http.post('/kj-kyc/self/registration/applyDrawback', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      checkDrawbackCompany(body, enterpriseId);
      checkDrawbackManager(formManager(body), { withIdentNo: true });
      if (textOf(body.channelId) !== managerChannelId(enterpriseId)) throw fieldFailure('drawbackChannelMismatch');
      const productType = textOf(body.productType);
      putUnderReview(enterpriseId, productType);
      const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
      if (enterprise && !enterprise.companyIdentCode) {
        db.enterprise.update({ where: { id: { equals: enterpriseId } }, data: { companyIdentCode: textOf(body.companyIdentCode).toUpperCase() } });
      }
      const form = Object.fromEntries(DRAWBACK_FIELDS.map((field) => [field, textOf(body[field])]));
      const id = `${enterpriseId}:${productType}`;
      const data = { enterpriseId, productType, data: JSON.stringify({ ...form, enterpriseId }), submittedAt: now() };
      if (db.drawbackApplication.findFirst({ where: { id: { equals: id } } })) db.drawbackApplication.update({ where: { id: { equals: id } }, data });
      else db.drawbackApplication.create({ id, ...data });
      return response(200).json(success(request, null));
    }),
  ),
];
