/**
 * One bank account as the form holds it (001 §2.4, §3). Domestic mode (CNY) uses the
 * region, bank and branch fields; SWIFT mode (any other currency) the SWIFT code and the
 * bank details looked up by it. `bankName` and `bankBranchName` belong to whichever mode
 * is on.
 */
export interface BankAccountFormValue {
  id?: string | null;
  currency?: string;
  accountName?: string;
  accountNo?: string;
  /** [province code, city code] of the cascader (regionPathOf, lib/bank-account/region). */
  region?: string[];
  bankCode?: string;
  bankName?: string;
  /** The chosen branch's id. */
  bankBranchCode?: string;
  bankBranchName?: string;
  /** CNAPS code of the chosen branch (read-only). */
  bankRelateNo?: string;
  bankSwiftCode?: string;
  bankCountryCode?: string;
  bankCountryName?: string;
  bankCityName?: string;
  intermediaryBankSwiftCode?: string;
}

/** The values of the form the bank-account fields are rendered in (Form.List `accounts`). */
export interface BankAccountsFormValues {
  accounts: BankAccountFormValue[];
}

export type BankMode = 'domestic' | 'swift';
