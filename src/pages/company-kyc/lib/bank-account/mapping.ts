import type { BankAccount } from '../../api/bankAccountApi';
import { DOMESTIC_CURRENCY } from '../../config/bank-account/limits';
import type { BankAccountFormValue, BankAccountsFormValues } from '../../model/bank-account/types';
import { provinceCodeOf, regionOf, regionPathOf, toWireCityCode } from './region';
import { modeOf } from './rules';

const text = (value: string | null | undefined): string | undefined => (value == null || value === '' ? undefined : value);
const trimmed = (value: string | undefined): string | null => {
  const result = value?.trim();
  return result ? result : null;
};

/** The form's values from the saved accounts; one empty account when none was saved (at least one, 001 §2.4). */
export function toBankAccountFormValues(wire: readonly BankAccount[] | null | undefined): BankAccountsFormValues {
  if (!wire || wire.length === 0) return { accounts: [{}] };
  return {
    accounts: wire.map((account) => {
      const base: BankAccountFormValue = {
        id: account.id ?? null,
        currency: text(account.currency),
        accountName: text(account.accountName),
        accountNo: text(account.accountNo),
      };
      if (modeOf(account.currency) === 'domestic') {
        const region = regionPathOf(account.bankCityCode);
        return {
          ...base,
          region: region.length > 0 ? region : undefined,
          bankCode: text(account.bankCode),
          bankName: text(account.bankName),
          bankBranchCode: text(account.bankBranchCode) ?? text(account.bankRelateNo),
          bankBranchName: text(account.bankBranchName),
          bankRelateNo: text(account.bankRelateNo),
        };
      }
      return {
        ...base,
        bankSwiftCode: text(account.bankSwiftCode),
        bankCountryCode: text(account.bankCountryCode),
        bankCountryName: text(account.bankCountryName),
        bankCityName: text(account.bankCityName),
        bankName: text(account.bankName),
        bankBranchName: text(account.bankBranchName),
        intermediaryBankSwiftCode: text(account.intermediaryBankSwiftCode),
      };
    }),
  };
}

/**
 * The accounts as the save and next calls take them, each with the enterprise id (001 §7).
 * Domestic mode: China, the province code as the first 2 characters of the city code and
 * the city code adjusted for a direct municipality (001 §2.4; region.ts), the
 * names in Chinese as the bank directory has them. SWIFT mode: the looked-up details.
 * Inputs are trimmed; the fields of the other mode are empty (null).
 */
export function toBankAccountWire(values: { accounts?: BankAccountFormValue[] | null }, enterpriseId: string): BankAccount[] {
  return (values.accounts ?? []).map((account) => {
    const domestic = modeOf(account.currency) === 'domestic';
    const base: BankAccount = {
      id: account.id ?? null,
      enterpriseId,
      currency: account.currency ?? null,
      accountName: trimmed(account.accountName),
      accountNo: trimmed(account.accountNo),
      isCny: account.currency ? account.currency === DOMESTIC_CURRENCY : null,
      bankSwiftCode: null,
      intermediaryBankSwiftCode: null,
      bankCountryCode: null,
      bankCountryName: null,
      bankProvinceCode: null,
      bankProvinceName: null,
      bankCityCode: null,
      bankCityName: null,
      bankCityAll: null,
      bankCode: null,
      bankName: null,
      bankBranchCode: null,
      bankBranchName: null,
      bankRelateNo: null,
    };
    if (domestic) {
      const region = regionOf(account.region);
      return {
        ...base,
        bankCountryCode: 'CHN',
        bankCountryName: '中国',
        bankProvinceCode: region ? provinceCodeOf(region.city.code) : null,
        bankProvinceName: region?.province.zh ?? null,
        bankCityCode: region ? toWireCityCode(region.city.code) : null,
        bankCityName: region?.city.zh ?? null,
        bankCityAll: region ? `${region.province.zh}/${region.city.zh}` : null,
        bankCode: account.bankCode ?? null,
        bankName: account.bankName ?? null,
        bankBranchCode: account.bankBranchCode ?? null,
        bankBranchName: account.bankBranchName ?? null,
        bankRelateNo: account.bankRelateNo ?? null,
      };
    }
    if (account.currency) {
      return {
        ...base,
        bankSwiftCode: trimmed(account.bankSwiftCode)?.toUpperCase() ?? null,
        intermediaryBankSwiftCode: trimmed(account.intermediaryBankSwiftCode)?.toUpperCase() ?? null,
        bankCountryCode: account.bankCountryCode ?? null,
        bankCountryName: account.bankCountryName ?? null,
        bankCityName: account.bankCityName ?? null,
        bankName: account.bankName ?? null,
        bankBranchName: account.bankBranchName ?? null,
      };
    }
    return base;
  });
}
