import { dataShape, generatedApi, type ApiError, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';
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

export const dictionaryApi = generatedApi.enhanceEndpoints<never, WithResults<{ getDictionaries: Dictionaries }>>({
  endpoints: {
    getDictionaries: (definition) => {
      // The generated request, asked only when this tab has no copy in the current language.
      const request = definition.query;
      if (!request) return;
      type Ask = (args: ReturnType<NonNullable<typeof request>>) => Promise<{ data?: unknown; error?: unknown }>;
      const cachedFirst = async (arg: void, _api: unknown, _extra: unknown, baseQuery: Ask) => {
        const key = dictionaryCacheKey($locale.getState());
        const cached = storage.get<Dictionaries>('session', key);
        if (cached) return { data: cached };
        const result = await baseQuery(request(arg));
        if (result.error) return { error: result.error as ApiError };
        const dictionaries = parseDictionaries((result.data as ResponseOfEndpoint<'getDictionaries'>).data ?? {});
        storage.set('session', key, dictionaries);
        return { data: dictionaries };
      };
      // RTK Query runs `queryFn` only where there is no `query`.
      Object.assign(definition, { query: undefined, queryFn: cachedFirst });
      // Support data: a failed load leaves labels to their codes; no toast on every page.
      definition.extraOptions = { handlesErrors: true, data: dataShape<DataOfEndpoint<'getDictionaries'>>('object') };
      definition.providesTags = ['Dictionary'];
    },
  },
});

export const { useGetDictionariesQuery } = dictionaryApi;
