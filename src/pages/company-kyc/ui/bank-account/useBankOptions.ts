import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDictionariesQuery } from '@/entities/dictionary';
import { useGetBankDictionaryQuery } from '../../api/bankAccountApi';
import { ALL_CURRENCIES } from '../../config/bank-account/limits';
import { regionOptions } from '../../lib/bank-account/region';

/** The option lists of the bank-account form, in the display language. */
export function useBankOptions() {
  const { i18n } = useTranslation();
  const language: 'zh' | 'en' = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const dictionaries = useGetDictionariesQuery();
  const banks = useGetBankDictionaryQuery({});

  // 001 §2.4: the currency list leaves out the ALL entry.
  const currencies = useMemo(
    () =>
      (dictionaries.data?.CURRENCY ?? [])
        .filter((item) => item.dictParam && item.dictParam !== ALL_CURRENCIES)
        .map((item) => ({
          value: item.dictParam,
          // The English names carry the code already ("USD - US dollar"); the Chinese ones do not.
          label: !item.displayName || item.displayName.includes(item.dictParam) ? item.displayName || item.dictParam : `${item.dictParam} · ${item.displayName}`,
        })),
    [dictionaries.data],
  );
  const regions = useMemo(() => regionOptions(language), [language]);
  const bankOptions = useMemo(
    () =>
      (banks.data ?? [])
        .filter((bank) => bank.bankCode)
        .map((bank) => ({ value: bank.bankCode!, label: (language === 'zh' ? bank.bankName : bank.bankNameEn) ?? bank.bankName ?? bank.bankCode! })),
    [banks.data, language],
  );
  const bankNameOf = (code: string | undefined) => banks.data?.find((bank) => bank.bankCode === code)?.bankName ?? undefined;

  return {
    currencies,
    currenciesLoading: dictionaries.isLoading,
    regions,
    banks: bankOptions,
    banksLoading: banks.isLoading,
    bankNameOf,
  };
}
