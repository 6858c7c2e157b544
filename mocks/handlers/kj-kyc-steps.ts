import { db } from '../db';
import { failure, fieldFailure } from '../lib/errors';
import { requestLocale } from '../lib/locale';
import { newId } from '../lib/random';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { positionsOf, type BeneficialOwner, type EnterpriseKyc, type LegalPerson, type Manager } from './kj-kyc-onboarding-rules';

/*
 * The KYC steps' storage, shared by both wizards that edit an enterprise's KYC: the company
 * KYC wizard (kj-kyc-onboarding.ts) and the second-generation KYC file wizard
 * (kj-kyc-file.ts). One backend keeps one copy of an enterprise's details, manager and
 * people, whichever wizard wrote them (001 §3).
 */

export type EnterpriseRow = NonNullable<ReturnType<typeof db.enterprise.findFirst>>;
export type Row = Record<string, unknown>;

/** The wire fields each step stores; the server's own (status, location, audit comment) are not among them. */
export const ENTERPRISE_FIELDS = [
  'companyName', 'companyNameCn', 'registeredArea', 'registeredAreaCode', 'registeredProvince', 'registeredProvinceCode',
  'registeredCity', 'registeredCityCode', 'registeredAreaAll', 'registeredDetail', 'manageCountry', 'manageCountryCode',
  'manageDetail', 'manageDetailIsRegisteredDetail', 'companyType', 'companyIdentType', 'companyIdentCode',
  'companyIdentStartTime', 'companyIdentExpirationTime', 'expirationPerennial', 'certIssueCode', 'mediaId',
] as const satisfies readonly (keyof EnterpriseKyc)[];
export const MANAGER_FIELDS = [
  'firstName', 'lastName', 'name', 'job', 'position', 'email', 'phone', 'phoneAreaCode', 'identType', 'identNo', 'mediaId',
  'certificateIssuingPlaceCode', 'certificateIssuingPlace', 'registerWay', 'legalPerson',
] as const satisfies readonly (keyof Manager)[];
export const LEGAL_FIELDS = [
  'name', 'firstName', 'lastName', 'job', 'email', 'phone', 'phoneAreaCode', 'identType', 'identNo', 'mediaId', 'equalsContact',
  'position', 'certificateIssuingPlaceCode', 'certificateIssuingPlace', 'directorNames',
] as const satisfies readonly (keyof LegalPerson)[];
export const OWNER_FIELDS = [
  'name', 'job', 'email', 'phone', 'identType', 'identNo', 'mediaId', 'contactRoleType', 'gender', 'firstName', 'lastName',
  'birthday', 'certificateIssuingPlaceCode', 'companyIdentType', 'companyIdentCode', 'managerPerson',
] as const satisfies readonly (keyof BeneficialOwner)[];

export const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWireValue = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The listed fields of a request object (text, Y/N, lists of text or null), nothing else. */
export function pick(source: Row, fields: readonly string[]): Row {
  const result: Row = {};
  for (const field of fields) {
    const value = source[field];
    if (value !== undefined && isWireValue(value)) result[field] = typeof value === 'string' ? value.trim() : value;
  }
  return result;
}

export const parse = <T>(text: string | undefined): T => (text ? JSON.parse(text) : {}) as T;

export function enterpriseRow(id: string): EnterpriseRow {
  const row = db.enterprise.findFirst({ where: { id: { equals: id } } });
  if (!row) throw failure('noPermission');
  return row;
}

/** A submitted or activated enterprise's KYC is read-only (001 §2.1: SUBMIT opens read-only). */
export function requireEditable(row: EnterpriseRow): void {
  if (row.status === 'SUBMIT' || row.status === 'ENDURANCE') throw fieldFailure('kycSubmitted');
}

export const isMainland = (row: EnterpriseRow) => row.locationName === 'TERRITORY';

/** An object body, else 400. */
export async function objectBody(request: Request): Promise<Row> {
  const body = await readJson<unknown>(request, null);
  if (!isObject(body)) throw failure('badRequest');
  return body;
}

/* ---- step 1: the enterprise ---- */

function storedEnterprise(id: string) {
  return db.kycEnterprise.findFirst({ where: { id: { equals: id } } });
}

/** The enterprise as the wizard reads it: what was saved, over the enterprise's own record. */
export function enterpriseKyc(row: EnterpriseRow, request: Request): EnterpriseKyc {
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

export function saveEnterprise(row: EnterpriseRow, body: Row): void {
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

export function storedManager(enterpriseId: string): Manager | null {
  const row = db.kycManager.findFirst({ where: { id: { equals: enterpriseId } } });
  return row ? parse<Manager>(row.data) : null;
}

/**
 * The manager as saved; before the first save, the enterprise's user who registered it
 * (their name, e-mail and phone), the e-mail being the authorised person's (001 §2.2).
 */
export function managerOf(enterpriseId: string, account: { name: string; email: string; telephone: string | null; phoneAreaCode: string | null }): Manager {
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

export function saveManager(enterpriseId: string, body: Row): void {
  dropDraft(enterpriseId, 'MANAGER');
  const previous = storedManager(enterpriseId);
  const manager = { ...pick(body, MANAGER_FIELDS), id: previous?.id ?? newId(), enterpriseId };
  const data = JSON.stringify(manager);
  if (previous) db.kycManager.update({ where: { id: { equals: enterpriseId } }, data: { data } });
  else db.kycManager.create({ id: enterpriseId, data });
}

/** Whether the authorised person is also the legal person (mainland) or a director (otherwise). */
export function managerHoldsRole(row: EnterpriseRow): Manager | null {
  const manager = storedManager(row.id);
  if (!manager) return null;
  const positions = positionsOf(manager);
  const holds = isMainland(row) ? positions.includes('LEGAL') || positions.includes('LEGAL_REPRESENTATIVE') || manager.legalPerson === 'Y' : positions.includes('DIRECTOR');
  return holds ? manager : null;
}

/** The authorised person as a read-only entry of the legal-person list (001 §2.3: managerPerson Y). */
export function managerAsLegal(manager: Manager): LegalPerson {
  const { id, enterpriseId, name, firstName, lastName, email, phone, phoneAreaCode, identType, identNo, mediaId, position } = manager;
  const { certificateIssuingPlaceCode, certificateIssuingPlace } = manager;
  return {
    id, enterpriseId, name, firstName, lastName, email, phone, phoneAreaCode, identType, identNo, mediaId, position,
    certificateIssuingPlaceCode, certificateIssuingPlace, equalsContact: 'Y', managerPerson: 'Y',
  };
}

/* ---- steps 3 and 4: legal persons or directors, beneficial owners ---- */

export type ListModel = typeof db.kycLegal | typeof db.kycBeneficiary | typeof db.kycStockholder;

export function storedList<T>(model: ListModel, enterpriseId: string): T[] {
  return model
    .findMany({ where: { enterpriseId: { equals: enterpriseId } } })
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((row) => ({ ...parse<Row>(row.data), id: row.id, enterpriseId }) as T);
}

/** Replaces the enterprise's list with `entries`, in their order; an entry keeps its id, a new one gets one. */
export function replaceList(model: ListModel, enterpriseId: string, entries: Row[], fields: readonly string[]): void {
  dropDraft(enterpriseId, 'CONTACT');
  model.deleteMany({ where: { enterpriseId: { equals: enterpriseId } } });
  entries.forEach((entry, orderNo) => {
    const id = textOf(entry.id) || newId();
    model.create({ id, enterpriseId, orderNo, data: JSON.stringify(pick(entry, fields)) });
  });
}

/** Legal entries as stored: the authorised person's own entry is kept with the manager, not here. */
export const ownLegals = (entries: Row[]) => entries.filter((entry) => entry.managerPerson !== 'Y');

/* ---- drafts of the second-generation wizard's "back" (stagedManager, stagedEnterpriseContact) ---- */

/** The steps a draft can be kept for: the manager (step 2) and the identity information (step 3). */
export type DraftStep = 'MANAGER' | 'CONTACT';

const draftId = (enterpriseId: string, step: DraftStep) => `${enterpriseId}:${step}`;

/** The step's draft; it exists only while it is newer than the step's last save (a save drops it). */
export function storedDraft<T>(enterpriseId: string, step: DraftStep): T | null {
  const row = db.kycDraft.findFirst({ where: { id: { equals: draftId(enterpriseId, step) } } });
  return row ? parse<T>(row.data) : null;
}

export function keepDraft(enterpriseId: string, step: DraftStep, data: Row): void {
  const id = draftId(enterpriseId, step);
  const text = JSON.stringify(data);
  if (db.kycDraft.findFirst({ where: { id: { equals: id } } })) db.kycDraft.update({ where: { id: { equals: id } }, data: { data: text } });
  else db.kycDraft.create({ id, enterpriseId, step, data: text });
}

/** A save of the step, from either wizard, makes its draft older than what is stored: it goes. */
function dropDraft(enterpriseId: string, step: DraftStep): void {
  db.kycDraft.deleteMany({ where: { id: { equals: draftId(enterpriseId, step) } } });
}
