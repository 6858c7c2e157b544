export { useGetDictionariesQuery, dictionaryCacheKey, dictionaryApi } from './api/dictionaryApi';
export { parseDictionaries, dictParamOf, dictDisplayNameOf, type DictItem, type Dictionaries } from './lib/parse';
