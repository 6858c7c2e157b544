import { HttpResponse } from 'msw';
import { db } from '../db';
import { now } from '../lib/clock';
import { newPasswordHash } from '../lib/crypto/hash';
import { decryptAll } from '../lib/decryptFields';
import { failure, fieldFailure, requestFailure, success } from '../lib/errors';
import { exportAgreementFileName, exportAgreementPdf } from '../lib/exportAgreement';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { submitKyc } from '../lib/kycSubmission';
import { readJson } from '../lib/request';
import { isTransactionPassword, textOf } from '../lib/rules';
import { requireAccount, requireEnterprise } from '../lib/session';
import {
  checkEnterprise,
  checkLegals,
  checkManager,
  checkOwners,
  checkStockholders,
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
  keepDraft,
  managerAsLegal,
  managerHoldsRole,
  managerOf,
  objectBody,
  pick,
  replaceList,
  requireEditable,
  saveEnterprise,
  saveManager,
  storedDraft,
  storedList,
  storedManager,
  type EnterpriseRow,
  type Row,
} from './kj-kyc-steps';
import { contentDisposition } from './tools-web';

/*
 * kj-kyc: the second-generation KYC file wizard (/kycFileCN and the e-KYC portal, 001 §2.2,
 * §5, §7, §9; 000 "Open-account form", "Transaction or set password"). Its steps read and
 * write the same stored KYC as the company wizard (kj-kyc-steps.ts): a save is a "next"
 * that checks 001 §5 first (the first missing or invalid field answers 30013 naming it in
 * the request's language, and nothing is stored); "back" from steps 2 and 3 stores a draft
 * without checks, which the step's read returns while it is newer than the last save.
 * Step 4 submits (the enterprise moves to SUBMIT), step 5 sets the transaction password.
 */

const EKYC = '/kj-kyc/eKyc';

/** The identity-information contact's fields (001 §3 "Identity-info contact"). */
const CONTACT_FIELDS = [
  'firstName', 'lastName', 'email', 'phone', 'phoneAreaCode', 'identType', 'identNo', 'mediaId', 'position',
  'certificateIssuingPlaceCode', 'certificateIssuingPlace', 'managerPerson', 'directorNames',
] as const satisfies readonly (keyof LegalPerson)[];

/** The enterprise a body names: `{enterpriseId}` or a bare id (EnterpriseIdBody), else the chosen one. */
async function namedEnterprise(request: Request): Promise<{ enterpriseId: string; account: ReturnType<typeof requireAccount>['account'] }> {
  const body = await readJson<unknown>(request, null);
  const requested = typeof body === 'string' ? body.trim() : isObject(body) ? textOf(body.enterpriseId) : '';
  return requireEnterprise({ requested, orChosen: true });
}

/** A list of entries in a body (absent or null: none); anything but a list of objects is a 400. */
function entriesOf(value: unknown): Row[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isObject)) throw failure('badRequest');
  return value;
}

/** An entry as stored in a draft: its wire fields and its id (a new entry has none yet). */
const draftEntry = (entry: Row, fields: readonly string[]): Row => ({ ...pick(entry, fields), id: textOf(entry.id) || null });

/** Where the identity information's contact goes: legal for a mainland enterprise, director otherwise (001 §2.2 step 3). */
const contactKey = (row: EnterpriseRow) => (isMainland(row) ? 'legal' : 'director');

interface ContactBody {
  contact: Row | null;
  beneficiaryList: Row[];
  stockholderList: Row[];
}

/** The contact bundle of a save or a draft (EnterpriseContactBundle), the contact read from the location's key. */
function contactBody(body: Row, row: EnterpriseRow): ContactBody {
  const contact = body[contactKey(row)];
  if (contact !== undefined && contact !== null && !isObject(contact)) throw failure('badRequest');
  return { contact: contact ?? null, beneficiaryList: entriesOf(body.beneficiaryList), stockholderList: entriesOf(body.stockholderList) };
}

/** The saved identity information: the stored legal person or director, else the manager when they hold the role. */
function savedContacts(row: EnterpriseRow): Row {
  const [legal] = storedList<LegalPerson>(db.kycLegal, row.id);
  const manager = managerHoldsRole(row);
  const contact = legal ? { ...pick(legal, CONTACT_FIELDS), id: legal.id, managerPerson: 'N' } : manager ? pick(managerAsLegal(manager), [...CONTACT_FIELDS, 'id']) : null;
  return {
    enterpriseId: row.id,
    [contactKey(row)]: contact,
    beneficiaryList: storedList<BeneficialOwner>(db.kycBeneficiary, row.id),
    stockholderList: storedList<BeneficialOwner>(db.kycStockholder, row.id),
  };
}

/** The contact as stored: none when it is the manager's own entry (kept with the manager, 001 §2.3 managerPerson Y). */
const ownContact = (contact: Row | null): Row[] => (contact && contact.managerPerson !== 'Y' ? [contact] : []);

/** Step 3's rules (001 §5, §9): a legal person or director, 1-4 beneficial owners, up to 50 shareholders. */
function checkContacts(row: EnterpriseRow, { contact, beneficiaryList, stockholderList }: ContactBody): void {
  const legals = ownContact(contact).map((entry) => pick(entry, LEGAL_FIELDS) as LegalPerson);
  checkLegals(legals, isMainland(row), managerHoldsRole(row) !== null);
  checkOwners(beneficiaryList.map((entry) => pick(entry, OWNER_FIELDS) as BeneficialOwner), now());
  checkStockholders(stockholderList.map((entry) => pick(entry, OWNER_FIELDS) as BeneficialOwner), now());
}

/** Before the submission, every step as stored must pass its rules: the first gap is named. */
function checkStoredSteps(row: EnterpriseRow, request: Request): void {
  checkEnterprise(pick(enterpriseKyc(row, request), ENTERPRISE_FIELDS) as EnterpriseKyc);
  checkManager((storedManager(row.id) ?? {}) as Manager);
  const saved = savedContacts(row);
  checkContacts(row, { contact: (saved[contactKey(row)] as Row | null) ?? null, beneficiaryList: saved.beneficiaryList as Row[], stockholderList: saved.stockholderList as Row[] });
}

export const kjKycFileHandlers = [
  /* ---- step 1: basics info ---- */
  http.post(`${EKYC}/getEnterprise`, (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId } = await namedEnterprise(request);
      return response(200).json(success(request, enterpriseKyc(enterpriseRow(enterpriseId), request)));
    }),
  ),

  // Next of step 1; answers the location, which step 3's wording follows (001 §2.2, §7).
  http.post(`${EKYC}/saveEnterprise`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.id), orChosen: true });
      const row = enterpriseRow(enterpriseId);
      requireEditable(row);
      checkEnterprise(pick(body, ENTERPRISE_FIELDS) as EnterpriseKyc);
      saveEnterprise(row, body);
      return response(200).json(success(request, { location: row.locationName }));
    }),
  ),

  /* ---- step 2: the manager ---- */
  http.post(`${EKYC}/getManager`, (info) =>
    handle(info, async ({ request, response }) => {
      const { enterpriseId, account } = await namedEnterprise(request);
      return response(200).json(success(request, storedDraft<Manager>(enterpriseId, 'MANAGER') ?? managerOf(enterpriseId, account)));
    }),
  ),

  http.post(`${EKYC}/saveManager`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId), orChosen: true });
      requireEditable(enterpriseRow(enterpriseId));
      checkManager(pick(body, MANAGER_FIELDS) as Manager);
      saveManager(enterpriseId, body);
      return response(200).json(success(request, null));
    }),
  ),

  http.post(`${EKYC}/stagedManager`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      requireEditable(enterpriseRow(enterpriseId));
      if (!isObject(body.manager)) throw failure('badRequest');
      keepDraft(enterpriseId, 'MANAGER', { ...pick(body.manager, MANAGER_FIELDS), id: storedManager(enterpriseId)?.id ?? null, enterpriseId });
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- step 3: legal person or director, beneficial owners, shareholders ---- */
  http.get(`${EKYC}/getEnterpriseContact`, (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      const row = enterpriseRow(enterpriseId);
      return response(200).json(success(request, storedDraft<Row>(enterpriseId, 'CONTACT') ?? savedContacts(row)));
    }),
  ),

  http.post(`${EKYC}/saveEnterpriseContact`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId), orChosen: true });
      const row = enterpriseRow(enterpriseId);
      requireEditable(row);
      const contacts = contactBody(body, row);
      checkContacts(row, contacts);
      replaceList(db.kycLegal, enterpriseId, ownContact(contacts.contact), LEGAL_FIELDS);
      replaceList(db.kycBeneficiary, enterpriseId, contacts.beneficiaryList, OWNER_FIELDS);
      replaceList(db.kycStockholder, enterpriseId, contacts.stockholderList, OWNER_FIELDS);
      return response(200).json(success(request, null));
    }),
  ),

  http.post(`${EKYC}/stagedEnterpriseContact`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId), orChosen: true });
      const row = enterpriseRow(enterpriseId);
      requireEditable(row);
      const { contact, beneficiaryList, stockholderList } = contactBody(body, row);
      keepDraft(enterpriseId, 'CONTACT', {
        enterpriseId,
        [contactKey(row)]: contact ? draftEntry(contact, CONTACT_FIELDS) : null,
        beneficiaryList: beneficiaryList.map((entry) => draftEntry(entry, OWNER_FIELDS)),
        stockholderList: stockholderList.map((entry) => draftEntry(entry, OWNER_FIELDS)),
      });
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- step 4: the open-account form and the submission ---- */
  http.post(`${EKYC}/submitOpenAccount`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      const row = enterpriseRow(enterpriseId);
      requireEditable(row);
      const serviceAgreement = body.serviceAgreement === 'Y' ? 'Y' : 'N';
      // 000 "Open-account form": a mainland enterprise must tick the service agreement.
      if (isMainland(row) && serviceAgreement !== 'Y') throw fieldFailure('kycServiceAgreementRequired');
      checkStoredSteps(row, request);
      const record = { serviceAgreement, mediaId: textOf(body.mediaId) || null, submittedAt: now() };
      if (db.kycOpenAccount.findFirst({ where: { id: { equals: enterpriseId } } })) {
        db.kycOpenAccount.update({ where: { id: { equals: enterpriseId } }, data: record });
      } else {
        db.kycOpenAccount.create({ id: enterpriseId, ...record });
      }
      submitKyc(enterpriseId);
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- step 5: the transaction password (000 §5 "Transaction or set password") ---- */
  http.post(`${EKYC}/saveTransactionPassword`, (info) =>
    handle(info, async ({ request, response }) => {
      const body = await objectBody(request);
      const { enterpriseId } = requireEnterprise({ requested: textOf(body.enterpriseId) });
      const fields = decryptAll(body, ['password', 'confirmPassword']);
      // The form trims its input, so the server judges and stores the trimmed text.
      const password = fields.password!.trim();
      const confirm = fields.confirmPassword!.trim();
      if (!password) throw fieldFailure('transactionPasswordRequired');
      if (!isTransactionPassword(password)) throw fieldFailure('transactionPasswordFormat');
      if (!confirm) throw fieldFailure('transactionConfirmRequired');
      if (confirm !== password) throw fieldFailure('transactionConfirmMismatch');
      const record = { ...(await newPasswordHash(password)), setAt: now() };
      if (db.kycTransactionPassword.findFirst({ where: { id: { equals: enterpriseId } } })) {
        db.kycTransactionPassword.update({ where: { id: { equals: enterpriseId } }, data: record });
      } else {
        db.kycTransactionPassword.create({ id: enterpriseId, ...record });
      }
      return response(200).json(success(request, null));
    }),
  ),

  /* ---- the service agreement of step 4, named after the company (001 §7) ---- */
  http.post(`${EKYC}/downloadExportAgreement`, (info) =>
    handle(info, ({ response, query }) => {
      requireAccount();
      const companyName = textOf(query.get('companyName'));
      if (!companyName) throw requestFailure('agreementCompanyRequired');
      return response.untyped(
        new HttpResponse(exportAgreementPdf(companyName), {
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': contentDisposition(exportAgreementFileName(companyName)) },
        }),
      );
    }),
  ),
];
