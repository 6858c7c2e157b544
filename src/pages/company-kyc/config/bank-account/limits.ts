/**
 * Input limits of the bank-account form. 001 §9 gives none for bank accounts; these are
 * assumed from common bank formats (a SWIFT code has 8 or 11 characters, ISO 9362).
 */
export const BANK_LIMITS = {
  accountName: 140,
  accountNo: 40,
} as const;

/** The currency of domestic mode (001 §2.4, §4). */
export const DOMESTIC_CURRENCY = 'CNY';

/** The CURRENCY dictionary's entry that the list leaves out (001 §2.4). */
export const ALL_CURRENCIES = 'ALL';
