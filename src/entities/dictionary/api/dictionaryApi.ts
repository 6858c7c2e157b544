import { baseApi, dataShape, type ApiError, type Envelope, type DataOf } from '@/shared/api';
import { $locale, localeChanged } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import { parseDictionaries, type Dictionaries } from '../lib/parse';

/** Session-storage key of the cached dictionaries; one entry per locale. */
export const dictionaryCacheKey = (locale: string) => `dictionaries:${locale}`;

// 000 §3: cached in session storage and refreshed on language change. The change
// reloads the page, so dropping the cache here makes the next load fetch afresh.
localeChanged.watch(() => {
  storage.remove('session', dictionaryCacheKey('zh'));
  storage.remove('session', dictionaryCacheKey('en'));
});

export const dictionaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDictionaries: build.query<Dictionaries, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const key = dictionaryCacheKey($locale.getState());
        const cached = storage.get<Dictionaries>('session', key);
        if (cached) return { data: cached };
        const result = await baseQuery({ url: '/kj-web/dict/getAllDictList', method: 'POST' });
        if (result.error) return { error: result.error as ApiError };
        const envelope = result.data as Envelope<Record<string, string>>;
        const dictionaries = parseDictionaries(envelope.data ?? {});
        storage.set('session', key, dictionaries);
        return { data: dictionaries };
      },
      // Support data: a failed load leaves labels to their codes; no toast on every page.
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<'/kj-web/dict/getAllDictList'>>('object') },
      providesTags: ['Dictionary'],
    }),
  }),
});

export const { useGetDictionariesQuery } = dictionaryApi;
