import { isEmpty } from '@/shared/lib/validation';
import { BANK_LIMITS, DOMESTIC_CURRENCY } from '../../config/bank-account/limits';
import type { BankAccountFormValue, BankMode } from '../../model/bank-account/types';
import { isCityComplete } from './region';

/** 001 §2.4, §4: CNY is domestic mode, any other currency SWIFT mode; none chosen yet, no mode. */
export function modeOf(currency: string | null | undefined): BankMode | null {
  if (!currency) return null;
  return currency === DOMESTIC_CURRENCY ? 'domestic' : 'swift';
}

/** The form fields of each mode: switching mode empties the fields of the mode left. */
const MODE_FIELDS: Record<BankMode, readonly (keyof BankAccountFormValue)[]> = {
  domestic: ['region', 'bankCode', 'bankName', 'bankBranchCode', 'bankBranchName', 'bankRelateNo'],
  swift: ['bankSwiftCode', 'bankCountryCode', 'bankCountryName', 'bankCityName', 'bankName', 'bankBranchName', 'intermediaryBankSwiftCode'],
};

/** Fields emptied when the currency changes from `previous` to `next`: those of the mode left, none within a mode. */
export function fieldsClearedByCurrency(previous: string | null | undefined, next: string | null | undefined): (keyof BankAccountFormValue)[] {
  const from = modeOf(previous);
  if (from === null || from === modeOf(next)) return [];
  return [...MODE_FIELDS[from]];
}

/** 001 §2.4: picking another bank (or city) reloads the branches and clears the branch. */
export const BRANCH_FIELDS = ['bankBranchCode', 'bankBranchName', 'bankRelateNo'] as const satisfies readonly (keyof BankAccountFormValue)[];

/** What the SWIFT lookup fills; a changed SWIFT code empties them until it is looked up again. */
export const SWIFT_DETAIL_FIELDS = ['bankCountryCode', 'bankCountryName', 'bankCityName', 'bankName', 'bankBranchName'] as const satisfies readonly (keyof BankAccountFormValue)[];

/** A required piece of an account; its i18n keys are `missing.<field>` (bank namespace). */
export type BankField = 'currency' | 'accountName' | 'accountNo' | 'region' | 'bank' | 'branch' | 'swiftCode';

/**
 * The required fields of one account that are still missing, in the form's order (the
 * form's rules and the step-6 list use this one rule set): currency, account name and
 * number; domestic mode a complete city (001 §5), bank and branch; SWIFT mode a SWIFT
 * code that was looked up (the bank name filled from it).
 */
export function missingOfAccount(account: BankAccountFormValue): BankField[] {
  const missing: BankField[] = [];
  if (isEmpty(account.currency)) missing.push('currency');
  if (isEmpty(account.accountName)) missing.push('accountName');
  if (isEmpty(account.accountNo)) missing.push('accountNo');
  const mode = modeOf(account.currency);
  if (mode === 'domestic') {
    if (!isCityComplete(account.region)) missing.push('region');
    if (isEmpty(account.bankCode)) missing.push('bank');
    if (isEmpty(account.bankBranchCode) || isEmpty(account.bankRelateNo)) missing.push('branch');
  } else if (mode === 'swift') {
    if (isEmpty(account.bankSwiftCode) || isEmpty(account.bankName)) missing.push('swiftCode');
  }
  return missing;
}

/**
 * What is still missing in the bank accounts, as i18n keys of the `bank` namespace, each
 * once: `missing.noAccount` without any account, else `missing.<field>`.
 */
export function missingBankFields(values: { accounts?: BankAccountFormValue[] | null } | null | undefined): string[] {
  const accounts = values?.accounts ?? [];
  if (accounts.length === 0) return ['missing.noAccount'];
  const keys = new Set<string>();
  for (const account of accounts) for (const field of missingOfAccount(account ?? {})) keys.add(`missing.${field}`);
  return [...keys];
}

/** SWIFT code (ISO 9362): 4 bank letters, 2 country letters, 2 location characters, optional 3 branch characters. */
export const isSwiftCode = (text: string): boolean => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text.trim().toUpperCase());

/** Account number: letters, digits, spaces and hyphens, at most BANK_LIMITS.accountNo. */
export const isAccountNo = (text: string): boolean => text.trim().length <= BANK_LIMITS.accountNo && /^[A-Za-z0-9 -]+$/.test(text.trim());
