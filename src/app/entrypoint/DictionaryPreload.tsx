import { useGetDictionariesQuery } from '@/entities/dictionary';

/** Loads the dictionaries once per session and locale (they are cached in session storage). */
export function DictionaryPreload() {
  useGetDictionariesQuery();
  return null;
}
