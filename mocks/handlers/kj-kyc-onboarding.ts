import { db } from '../db';
import { now } from '../lib/clock';
import { failure, fieldFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';
import {
  OWNER_LIMIT,
  checkEnterprise,
  checkLegals,
  checkManager,
  checkOwners,
  type BeneficialOwner,
  type EnterpriseKyc,
  type LegalPerson,
  type Manager,
} from './kj-kyc-onboarding-rules';
import {
  ENTERPRISE_FIELDS,
  LEGAL_FIELDS,
  MANAGER_FIELDS,
  OWNER_FIELDS,
  enterpriseKyc,
  enterpriseRow,
  isMainland,
  isObject,
  managerAsLegal,
  managerHoldsRole,
  managerOf,
  objectBody,
  ownLegals,
  pick,
  replaceList,
  requireEditable,
  saveEnterprise,
  saveManager,
  storedList,
  type EnterpriseRow,
  type Row,
} from './kj-kyc-steps';

/*
 * kj-kyc: the company KYC wizard's steps 1-4 (001 §2.1, §3, §5, §7). Each step has a read,
 * a save (stores what was sent, checking only its shape) and a next (the required fields of
 * 001 §5 first: the first missing one answers 30013 with a message naming it, and nothing
 * is stored). Only the user's own enterprises are served (requireEnterprise); an enterprise
 * that was submitted (SUBMIT) or activated (ENDURANCE) can no longer be changed.
 */

/**
 * A list body (legal persons, beneficial owners) and the enterprise it is for: the one its
 * entries name (all the same one, else 400), or for an empty list the chosen enterprise.
 */
async function listBody(request: Request): Promise<{ entries: Row[]; enterprise: EnterpriseRow }> {
  const body = await readJson<unknown>(request, null);
  if (!Array.isArray(body) || !body.every(isObject)) throw failure('badRequest');
  const named = [...new Set(body.map((entry) => textOf(entry.enterpriseId)).filter(Boolean))];
  if (named.length > 1) throw failure('badRequest');
  const { enterpriseId } = requireEnterprise({ requested: named[0] ?? '', orChosen: true });
  return { entries: body, enterprise: enterpriseRow(enterpriseId) };
}


export const kjKycOnboardingHandlers = [
  http.post('/kj-kyc/country/list', ({ request, response }) => {
    const rows = db.country.getAll().sort((a, b) => a.orderNo - b.orderNo);
    return response(200).json(
      success(request, rows.map(({ id, countryCode, countryName, countryNameEng }) => ({ id, countryCode, countryName, countryNameEng }))),
    );
  }),

  http.get('/kj-kyc/enterprise/getByEnterpriseIdClient', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      return response(200).json(success(request, enterpriseKyc(enterpriseRow(enterpriseId), request)));
    }),
  ),

  ...(['/kj-kyc/enterprise/updateInPortal', '/kj-kyc/enterprise/handleAfterUpdateInPortal'] as const).map((path) =>
    http.post(path, (info) =>
      handle(info, async ({ request, response }) => {
        const body = await objectBody(request);
        const { enterpriseId } = requireEnterprise({ requested: textOf(body.id), orChosen: true });
        const row = enterpriseRow(enterpriseId);
        requireEditable(row);
        if (path.endsWith('handleAfterUpdateInPortal')) checkEnterprise(pick(body, ENTERPRISE_FIELDS) as EnterpriseKyc);
        saveEnterprise(row, body);
        return response(200).json(success(request, null));
      }),
    ),
  ),

  http.get('/kj-kyc/enterprise/getManagerByEnterpriseId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId, account } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      return response(200).json(success(request, managerOf(enterpriseId, account)));
    }),
  ),

  ...(['/kj-kyc/enterprise/updateManagerInPortal', '/kj-kyc/enterprise/handleAfterUpdateManagerInPortal'] as const).map((path) =>
    http.post(path, (info) =>
      handle(info, async ({ request, response }) => {
        const body = await objectBody(request);
        const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId), orChosen: true });
        requireEditable(enterpriseRow(enterpriseId));
        if (path.endsWith('handleAfterUpdateManagerInPortal')) checkManager(pick(body, MANAGER_FIELDS) as Manager);
        saveManager(enterpriseId, body);
        return response(200).json(success(request, null));
      }),
    ),
  ),

  http.get('/kj-kyc/enterprise/listLegalByEnterpriseId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      const row = enterpriseRow(enterpriseId);
      const legals = storedList<LegalPerson>(db.kycLegal, enterpriseId).map((entry) => ({ ...entry, managerPerson: 'N' as const }));
      // containsManager=true: the authorised person first, read-only, when they hold the role.
      const manager = query.get('containsManager') === 'true' ? managerHoldsRole(row) : null;
      return response(200).json(success(request, manager ? [managerAsLegal(manager), ...legals] : legals));
    }),
  ),

  ...(['/kj-kyc/enterprise/updateLegalInPortal', '/kj-kyc/enterprise/handleAfterUpdateLegalInPortal'] as const).map((path) =>
    http.post(path, (info) =>
      handle(info, async ({ request, response }) => {
        const { entries, enterprise } = await listBody(request);
        requireEditable(enterprise);
        const own = ownLegals(entries);
        if (path.endsWith('handleAfterUpdateLegalInPortal')) {
          checkLegals(own.map((entry) => pick(entry, LEGAL_FIELDS) as LegalPerson), isMainland(enterprise), managerHoldsRole(enterprise) !== null);
        }
        replaceList(db.kycLegal, enterprise.id, own, LEGAL_FIELDS);
        return response(200).json(success(request, null));
      }),
    ),
  ),

  http.get('/kj-kyc/enterprise/listBeneficiaryByEnterpriseId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      return response(200).json(success(request, storedList<BeneficialOwner>(db.kycBeneficiary, enterpriseId)));
    }),
  ),

  ...(['/kj-kyc/enterprise/updateBeneficiary', '/kj-kyc/enterprise/handleAfterUpdateBeneficiaryInPortal'] as const).map((path) =>
    http.post(path, (info) =>
      handle(info, async ({ request, response }) => {
        const { entries, enterprise } = await listBody(request);
        requireEditable(enterprise);
        // 001 §9: at most 4, whether saved or sent on.
        if (entries.length > OWNER_LIMIT) throw fieldFailure('kycOwnerLimit');
        if (path.endsWith('handleAfterUpdateBeneficiaryInPortal')) {
          checkOwners(entries.map((entry) => pick(entry, OWNER_FIELDS) as BeneficialOwner), now());
        }
        replaceList(db.kycBeneficiary, enterprise.id, entries, OWNER_FIELDS);
        return response(200).json(success(request, null));
      }),
    ),
  ),
];
