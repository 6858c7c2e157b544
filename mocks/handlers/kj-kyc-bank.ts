import { db } from '../db';
import { failure, fieldFailure, success, type FieldRuleKey } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale, type MockLocale } from '../lib/locale';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { newId } from '../lib/random';
import { requireAccount, requireEnterprise } from '../lib/session';

/*
 * kj-kyc: the company KYC's bank-account step (001 §2.4, §3, §7). A read, a save (stores
 * what was sent, checking only its shape) and a next (first the required fields per mode:
 * the first missing one answers 30013 with a message naming it, and nothing is stored);
 * the bank dictionary, branches by bank and city, and the SWIFT lookup. Only the user's
 * own enterprises are served (requireEnterprise); a submitted or activated enterprise can
 * no longer be changed.
 */

type Row = Record<string, unknown>;

/** The BankAccount wire fields the server stores (the branch list is the server's, not stored). */
const BANK_FIELDS = [
  'id', 'currency', 'accountName', 'accountNo', 'bankCountryCode', 'bankCountryName', 'bankCityAll', 'bankCityCode',
  'bankCityName', 'bankProvinceCode', 'bankProvinceName', 'bankCode', 'bankName', 'bankBranchName', 'bankBranchCode',
  'bankRelateNo', 'bankSwiftCode', 'intermediaryBankSwiftCode', 'isCny',
] as const;

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(source: Row): Row {
  const result: Row = {};
  for (const field of BANK_FIELDS) {
    const value = source[field];
    if (value === null || typeof value === 'boolean') result[field] = value;
    else if (typeof value === 'string') result[field] = value.trim();
  }
  return result;
}

/** The accounts of a request and the enterprise they are for (all the same one, else 400; an empty list: the chosen one). */
async function accountsBody(request: Request): Promise<{ accounts: Row[]; enterpriseId: string }> {
  const body = await readJson<unknown>(request, null);
  if (!Array.isArray(body) || !body.every(isObject)) throw failure('badRequest');
  const named = [...new Set(body.map((entry) => textOf(entry.enterpriseId)).filter(Boolean))];
  if (named.length > 1) throw failure('badRequest');
  const { enterpriseId } = requireEnterprise({ requested: named[0] ?? '', orChosen: true });
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
  // 001 §2.1: a submitted (or activated) enterprise's KYC is read-only.
  if (!enterprise || enterprise.status === 'SUBMIT' || enterprise.status === 'ENDURANCE') throw fieldFailure('kycSubmitted');
  return { accounts: body.map(pick), enterpriseId };
}

/** A SWIFT code (BIC) in upper case without spaces. */
const normaliseSwift = (value: unknown) => textOf(value).replace(/\s+/g, '').toUpperCase();

/**
 * SWIFT records a code names: the 8-character code names the head office and every branch
 * code starting with it; an 11-character code names itself (XXX: the head office).
 */
function swiftRecords(code: string) {
  if (code.length !== 8 && code.length !== 11) return [];
  const head = code.slice(0, 8);
  return db.swiftBank
    .getAll()
    .filter((record) => (code.length === 8 || code.endsWith('XXX') ? record.id.startsWith(head) : record.id === code))
    .sort((a, b) => a.id.localeCompare(b.id));
}

function branchOf(account: Row) {
  const code = textOf(account.bankBranchCode) || textOf(account.bankRelateNo);
  return code ? db.bankBranch.findFirst({ where: { id: { equals: code } } }) : null;
}

/**
 * The first missing or invalid field of the accounts on next (001 §2.4, §5): at least one
 * account; each with currency, account name and number; CNY with the city, a bank of the
 * dictionary and a branch of that bank in that city; another currency with a known SWIFT code.
 */
export function missingBankField(accounts: Row[]): FieldRuleKey | null {
  if (accounts.length === 0) return 'bankAccountRequired';
  for (const account of accounts) {
    const currency = textOf(account.currency);
    if (!currency) return 'bankCurrencyRequired';
    if (!textOf(account.accountName)) return 'bankAccountNameRequired';
    if (!textOf(account.accountNo)) return 'bankAccountNoRequired';
    if (currency === 'CNY') {
      const cityCode = textOf(account.bankCityCode);
      if (!/^\d{6}$/.test(cityCode)) return 'bankCityRequired';
      const bankCode = textOf(account.bankCode);
      if (!bankCode || !db.bankDict.findFirst({ where: { id: { equals: bankCode } } })) return 'bankRequired';
      const branch = branchOf(account);
      if (!branch || branch.bankCode !== bankCode || branch.cityCode !== cityCode) return 'bankBranchRequired';
    } else {
      const swift = normaliseSwift(account.bankSwiftCode);
      if (!swift) return 'bankSwiftRequired';
      if (swiftRecords(swift).length === 0) return 'bankSwiftUnknown';
    }
  }
  return null;
}

/** A save replaces the enterprise's accounts with those sent, in their order; an account without an id gets one. */
function storeAccounts(enterpriseId: string, accounts: Row[]): void {
  db.bankAccount.deleteMany({ where: { enterpriseId: { equals: enterpriseId } } });
  accounts.forEach((account, index) => {
    const id = textOf(account.id) || newId();
    db.bankAccount.create({ id, enterpriseId, orderNo: index + 1, data: JSON.stringify({ ...account, id, enterpriseId }) });
  });
}

function storedAccounts(enterpriseId: string): Row[] {
  return db.bankAccount
    .findMany({ where: { enterpriseId: { equals: enterpriseId } } })
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((row) => ({ ...(JSON.parse(row.data) as Row), id: row.id, enterpriseId }));
}

const localised = (locale: MockLocale, zh: string, en: string) => (locale === 'zh-CN' ? zh : en);

export const kjKycBankHandlers = [
  http.get('/kj-kyc/enterprise/listBankAccountByEnterpriseId', (info) =>
    handle(info, ({ request, response, query }) => {
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')) });
      return response(200).json(success(request, storedAccounts(enterpriseId) as never));
    }),
  ),

  http.post('/kj-kyc/enterprise/updateBankAccount', (info) =>
    handle(info, async ({ request, response }) => {
      const { accounts, enterpriseId } = await accountsBody(request);
      storeAccounts(enterpriseId, accounts);
      return response(200).json(success(request, null));
    }),
  ),

  http.post('/kj-kyc/enterprise/handleAfterUpdateBank', (info) =>
    handle(info, async ({ request, response }) => {
      const { accounts, enterpriseId } = await accountsBody(request);
      const missing = missingBankField(accounts);
      if (missing) throw fieldFailure(missing);
      storeAccounts(enterpriseId, accounts);
      return response(200).json(success(request, null));
    }),
  ),

  http.post('/kj-kyc/bankDict/queryBankCodeDict', (info) =>
    handle(info, ({ request, response }) => {
      requireAccount();
      const banks = db.bankDict
        .getAll()
        .sort((a, b) => a.orderNo - b.orderNo)
        .map((bank) => ({ bankCode: bank.id, bankName: bank.nameZh, bankNameEn: bank.nameEn }));
      return response(200).json(success(request, banks));
    }),
  ),

  http.post('/kj-kyc/bankInfoCn/queryByRelativeCodeAndCityCode', (info) =>
    handle(info, ({ request, response, query }) => {
      requireAccount();
      const bankCode = textOf(query.get('bankCode'));
      const cityCode = textOf(query.get('cityCode'));
      if (!bankCode || !cityCode) throw failure('badRequest');
      const locale = requestLocale(request);
      // The server knows a direct municipality by its own code (xx0000), 001 §2.4.
      const branches = db.bankBranch
        .findMany({ where: { bankCode: { equals: bankCode }, cityCode: { equals: cityCode } } })
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((branch) => ({ id: branch.id, name: localised(locale, branch.nameZh, branch.nameEn), unitedBankNumber: branch.unitedBankNumber }));
      return response(200).json(success(request, branches));
    }),
  ),

  http.post('/kj-kyc/bankInfo/list', (info) =>
    handle(info, async ({ request, response }) => {
      requireAccount();
      const body = await readJson<unknown>(request, null);
      if (!isObject(body)) throw failure('badRequest');
      const locale = requestLocale(request);
      // An unknown code is not an error: the list is empty and the portal says so.
      const records = swiftRecords(normaliseSwift(body.swiftCode)).map((record) => ({
        swiftCode: record.id,
        countryCode: record.countryCode,
        country: localised(locale, record.countryZh, record.countryEn),
        city: localised(locale, record.cityZh, record.cityEn),
        bankName: localised(locale, record.bankNameZh, record.bankNameEn),
        branchName: localised(locale, record.branchZh, record.branchEn),
      }));
      return response(200).json(success(request, records));
    }),
  ),
];
