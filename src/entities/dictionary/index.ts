export { useGetDictionariesQuery, dictionaryApi } from './api/dictionaryApi';
export { dictParamOf, dictDisplayNameOf, type DictItem } from './lib/parse';
