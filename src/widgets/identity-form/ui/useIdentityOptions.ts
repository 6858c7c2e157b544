import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { phoneAreaName, useCountryOptions, useListPhoneAreaCodesQuery } from '@/entities/country';
import { useGetDictionariesQuery, type DictItem } from '@/entities/dictionary';
import { $locale } from '@/shared/i18n';
import { DICTIONARY, IDENTITY_ID_TYPES } from '../config/limits';
import { offeredPositions } from '../lib/rules';
import type { PersonKind } from '../model/types';

export interface Option {
  value: string;
  label: string;
}

const toOptions = (items: readonly DictItem[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.dictParam, label: item.displayName || item.dictParam }));

/**
 * The lists the identity-information form and the manager form offer (001 §2.3, §3):
 * positions and document types from the dictionaries, countries (issuing place) and phone
 * area codes from the country entity, named in the interface language.
 */
export function useIdentityOptions() {
  const { t } = useTranslation('identity');
  const locale = useUnit($locale);
  const dictionaries = useGetDictionariesQuery();
  const countries = useCountryOptions();
  const areaCodes = useListPhoneAreaCodesQuery();
  return useMemo(() => {
    const dict = dictionaries.data;
    const positions = (kind: PersonKind): Option[] => toOptions(offeredPositions(dict?.[DICTIONARY.position] ?? [], kind));
    const idTypes = toOptions(dict?.[DICTIONARY.idType]).filter((option) => (IDENTITY_ID_TYPES as readonly string[]).includes(option.value));
    const companyIdTypes = toOptions(dict?.[DICTIONARY.companyIdentType]);
    const countryList: Option[] = countries.options;
    const areaOptions: Option[] = (areaCodes.data ?? []).flatMap((entry) =>
      entry.phoneCode
        ? [
            {
              value: entry.phoneCode,
              label: t('areaCodeOption', {
                code: entry.phoneCode,
                name: phoneAreaName(entry, locale),
              }),
            },
          ]
        : [],
    );
    const countryName = (code: string | null | undefined) => (code ? (countryList.find((option) => option.value === code)?.label ?? null) : null);
    return {
      positions,
      idTypes,
      companyIdTypes,
      countries: countryList,
      countryName,
      areaCodes: areaOptions,
      dictionariesLoading: dictionaries.isLoading,
      countriesLoading: countries.isLoading,
      areaCodesLoading: areaCodes.isLoading,
    };
  }, [dictionaries.data, dictionaries.isLoading, countries.options, countries.isLoading, areaCodes.data, areaCodes.isLoading, locale, t]);
}
