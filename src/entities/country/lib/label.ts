import type { Country, PhoneAreaCode } from '../api/countryApi';

type Language = 'zh' | 'en';

/** The app locale's language: Chinese for zh-*, English otherwise. */
const languageOf = (locale: string): Language => (locale.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** A country's name in the locale's language, the other language or the code when it lacks one. */
export function countryName(country: Country, locale: string): string {
  const [first, second] = languageOf(locale) === 'zh' ? [country.countryName, country.countryNameEng] : [country.countryNameEng, country.countryName];
  return first?.trim() || second?.trim() || country.countryCode || '';
}

/** Select options of countries: value the ISO alpha-3 code, label the localised name; entries without a code left out. */
export function countryOptions(countries: readonly Country[], locale: string): { value: string; label: string }[] {
  return countries.flatMap((country) => (country.countryCode ? [{ value: country.countryCode, label: countryName(country, locale) }] : []));
}

/** The localised name of the country with this code; the code itself when the list does not have it. */
export function countryNameOf(countries: readonly Country[], code: string | null | undefined, locale: string): string {
  if (!code) return '';
  const country = countries.find((candidate) => candidate.countryCode === code);
  return country ? countryName(country, locale) : code;
}

/** A phone area entry's country name in the locale's language (the option text around it is the caller's i18n). */
export function phoneAreaName(entry: PhoneAreaCode, locale: string): string {
  const [first, second] = languageOf(locale) === 'zh' ? [entry.chineseName, entry.englishName] : [entry.englishName, entry.chineseName];
  return first?.trim() || second?.trim() || entry.countryCode || '';
}
