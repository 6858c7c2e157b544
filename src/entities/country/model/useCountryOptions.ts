import { useCallback, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $locale } from '@/shared/i18n';
import { useListCountriesQuery } from '../api/countryApi';
import { countryNameOf, countryOptions } from '../lib/label';

/**
 * The country list (001 §3 Country) as select options in the interface language (for a
 * form's country and issuing-place selects), and the name of a code for the name fields
 * sent next to the codes.
 */
export function useCountryOptions() {
  const locale = useUnit($locale);
  const query = useListCountriesQuery();
  const options = useMemo(() => countryOptions(query.data ?? [], locale), [query.data, locale]);
  const nameOf = useCallback((code: string | null) => (code ? countryNameOf(query.data ?? [], code, locale) : null), [query.data, locale]);
  return { options, nameOf, isLoading: query.isLoading };
}
