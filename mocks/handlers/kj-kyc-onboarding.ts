import { db } from '../db';
import { now } from '../lib/clock';
import { failure, fieldFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale } from '../lib/locale';
import { newId } from '../lib/random';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';
import {
  OWNER_LIMIT,
  checkEnterprise,
  checkLegals,
  checkManager,
  checkOwners,
  positionsOf,
  type BeneficialOwner,
  type EnterpriseKyc,
  type LegalPerson,
  type Manager,
} from './kj-kyc-onboarding-rules';

/*
 * kj-kyc: the company KYC wizard's steps 1-4 (001 §2.1, §3, §5, §7). Each step has a read,
 * a save (stores what was sent, checking only its shape) and a next (the required fields of
 * 001 §5 first: the first missing one answers 30013 with a message naming it, and nothing
 * is stored). Only the user's own enterprises are served (requireEnterprise); an enterprise
 * that was submitted (SUBMIT) or activated (ENDURANCE) can no longer be changed.
 */

type EnterpriseRow = NonNullable<ReturnType<typeof db.enterprise.findFirst>>;
type Row = Record<string, unknown>;

/** The wire fields each step stores; the server's own (status, location, audit comment) are not among them. */
const ENTERPRISE_FIELDS = [
  'companyName', 'companyNameCn', 'registeredArea', 'registeredAreaCode', 'registeredProvince', 'registeredProvinceCode',
  'registeredCity', 'registeredCityCode', 'registeredAreaAll', 'registeredDetail', 'manageCountry', 'manageCountryCode',
  'manageDetail', 'manageDetailIsRegisteredDetail', 'companyType', 'companyIdentType', 'companyIdentCode',
  'companyIdentStartTime', 'companyIdentExpirationTime', 'expirationPerennial', 'certIssueCode', 'mediaId',
] as const satisfies readonly (keyof EnterpriseKyc)[];
const MANAGER_FIELDS = [
  'firstName', 'lastName', 'name', 'job', 'position', 'email', 'phone', 'phoneAreaCode', 'identType', 'identNo', 'mediaId',
  'certificateIssuingPlaceCode', 'certificateIssuingPlace', 'registerWay', 'legalPerson',
] as const satisfies readonly (keyof Manager)[];
const LEGAL_FIELDS = [
  'name', 'firstName', 'lastName', 'job', 'email', 'phone', 'phoneAreaCode', 'identType', 'identNo', 'mediaId', 'equalsContact',
  'position', 'certificateIssuingPlaceCode', 'certificateIssuingPlace', 'directorNames',
] as const satisfies readonly (keyof LegalPerson)[];
const OWNER_FIELDS = [
  'name', 'job', 'email', 'phone', 'identType', 'identNo', 'mediaId', 'contactRoleType', 'gender', 'firstName', 'lastName',
  'birthday', 'certificateIssuingPlaceCode', 'companyIdentType', 'companyIdentCode', 'managerPerson',
] as const satisfies readonly (keyof BeneficialOwner)[];

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWireValue = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The listed fields of a request object (text, Y/N, lists of text or null), nothing else. */
function pick(source: Row, fields: readonly string[]): Row {
  const result: Row = {};
  for (const field of fields) {
    const value = source[field];
    if (value !== undefined && isWireValue(value)) result[field] = typeof value === 'string' ? value.trim() : value;
  }
  return result;
}

const parse = <T>(text: string | undefined): T => (text ? JSON.parse(text) : {}) as T;

function enterpriseRow(id: string): EnterpriseRow {
  const row = db.enterprise.findFirst({ where: { id: { equals: id } } });
  if (!row) throw failure('noPermission');
  return row;
}

/** A submitted or activated enterprise's KYC is read-only (001 §2.1: SUBMIT opens read-only). */
function requireEditable(row: EnterpriseRow): void {
  if (row.status === 'SUBMIT' || row.status === 'ENDURANCE') throw fieldFailure('kycSubmitted');
}

const isMainland = (row: EnterpriseRow) => row.locationName === 'TERRITORY';

/** An object body, else 400. */
async function objectBody(request: Request): Promise<Row> {
  const body = await readJson<unknown>(request, null);
  if (!isObject(body)) throw failure('badRequest');
  return body;
}

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

/* ---- step 1: the enterprise ---- */

function storedEnterprise(id: string) {
  return db.kycEnterprise.findFirst({ where: { id: { equals: id } } });
}

/** The enterprise as the wizard reads it: what was saved, over the enterprise's own record. */
function enterpriseKyc(row: EnterpriseRow, request: Request): EnterpriseKyc {
  const stored = storedEnterprise(row.id);
  const data = parse<EnterpriseKyc>(stored?.data);
  const comment = requestLocale(request) === 'zh-CN' ? stored?.auditCommentZh : stored?.auditCommentEn;
  return {
    ...data,
    id: row.id,
    companyName: data.companyName ?? row.companyName,
    companyNameCn: data.companyNameCn ?? row.companyNameCn,
    companyIdentCode: data.companyIdentCode ?? row.companyIdentCode,
    // The enterprise's media key (busiKey of its uploads), stable from the first read on.
    mediaId: data.mediaId ?? row.mediaId ?? `ENT${row.id}`,
    status: row.status,
    auditComment: row.status === 'BACK' ? (comment ?? null) : null,
    location: row.locationName,
    enterpriseRole: row.enterpriseRole,
    productType: row.productType,
  };
}

function saveEnterprise(row: EnterpriseRow, body: Row): void {
  const data = pick(body, ENTERPRISE_FIELDS);
  const stored = storedEnterprise(row.id);
  if (stored) db.kycEnterprise.update({ where: { id: { equals: row.id } }, data: { data: JSON.stringify(data) } });
  else db.kycEnterprise.create({ id: row.id, data: JSON.stringify(data), auditCommentEn: null, auditCommentZh: null });
  // The names and registration code are the enterprise's own: its lists show them too. The
  // status stays as it is (INIT or BACK) until the submission (claimAndComplete).
  const own = { companyName: textOf(data.companyName), companyNameCn: textOf(data.companyNameCn), companyIdentCode: textOf(data.companyIdentCode) };
  db.enterprise.update({
    where: { id: { equals: row.id } },
    data: {
      ...(own.companyName ? { companyName: own.companyName } : {}),
      ...(own.companyNameCn ? { companyNameCn: own.companyNameCn } : {}),
      ...(own.companyIdentCode ? { companyIdentCode: own.companyIdentCode } : {}),
    },
  });
}

/* ---- step 2: the authorised person ---- */

function storedManager(enterpriseId: string): Manager | null {
  const row = db.kycManager.findFirst({ where: { id: { equals: enterpriseId } } });
  return row ? parse<Manager>(row.data) : null;
}

/**
 * The manager as saved; before the first save, the enterprise's user who registered it
 * (their name, e-mail and phone), the e-mail being the authorised person's (001 §2.2).
 */
function managerOf(enterpriseId: string, account: { name: string; email: string; telephone: string | null; phoneAreaCode: string | null }): Manager {
  return (
    storedManager(enterpriseId) ?? {
      id: null,
      enterpriseId,
      name: account.name,
      email: account.email,
      phone: account.telephone,
      phoneAreaCode: account.phoneAreaCode,
      position: [],
      mediaId: `MGR${enterpriseId}`,
      registerWay: 'EMAIL',
      legalPerson: 'N',
    }
  );
}

function saveManager(enterpriseId: string, body: Row): void {
  const previous = storedManager(enterpriseId);
  const manager = { ...pick(body, MANAGER_FIELDS), id: previous?.id ?? newId(), enterpriseId };
  const data = JSON.stringify(manager);
  if (previous) db.kycManager.update({ where: { id: { equals: enterpriseId } }, data: { data } });
  else db.kycManager.create({ id: enterpriseId, data });
}

/** Whether the authorised person is also the legal person (mainland) or a director (otherwise). */
function managerHoldsRole(row: EnterpriseRow): Manager | null {
  const manager = storedManager(row.id);
  if (!manager) return null;
  const positions = positionsOf(manager);
  const holds = isMainland(row) ? positions.includes('LEGAL') || positions.includes('LEGAL_REPRESENTATIVE') || manager.legalPerson === 'Y' : positions.includes('DIRECTOR');
  return holds ? manager : null;
}

/** The authorised person as a read-only entry of the legal-person list (001 §2.3: managerPerson Y). */
function managerAsLegal(manager: Manager): LegalPerson {
  const { id, enterpriseId, name, firstName, lastName, email, phone, phoneAreaCode, identType, identNo, mediaId, position } = manager;
  const { certificateIssuingPlaceCode, certificateIssuingPlace } = manager;
  return {
    id, enterpriseId, name, firstName, lastName, email, phone, phoneAreaCode, identType, identNo, mediaId, position,
    certificateIssuingPlaceCode, certificateIssuingPlace, equalsContact: 'Y', managerPerson: 'Y',
  };
}

/* ---- steps 3 and 4: legal persons or directors, beneficial owners ---- */

type ListModel = typeof db.kycLegal | typeof db.kycBeneficiary;

function storedList<T>(model: ListModel, enterpriseId: string): T[] {
  return model
    .findMany({ where: { enterpriseId: { equals: enterpriseId } } })
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((row) => ({ ...parse<Row>(row.data), id: row.id, enterpriseId }) as T);
}

/** Replaces the enterprise's list with `entries`, in their order; an entry keeps its id, a new one gets one. */
function replaceList(model: ListModel, enterpriseId: string, entries: Row[], fields: readonly string[]): void {
  model.deleteMany({ where: { enterpriseId: { equals: enterpriseId } } });
  entries.forEach((entry, orderNo) => {
    const id = textOf(entry.id) || newId();
    model.create({ id, enterpriseId, orderNo, data: JSON.stringify(pick(entry, fields)) });
  });
}

/** Legal entries as stored: the authorised person's own entry is kept with the manager, not here. */
const ownLegals = (entries: Row[]) => entries.filter((entry) => entry.managerPerson !== 'Y');

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
