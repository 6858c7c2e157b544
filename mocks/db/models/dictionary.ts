import { primaryKey } from '@mswjs/data';

/**
 * kj-web dictionaries (000 §3 "Dictionary items"): one row per dictionary code and
 * locale. `items` holds the JSON text of the item array exactly as the service sends
 * it, so spellings such as `dispalyName` survive untouched.
 */
export const dictionaryModels = {
  dictionary: {
    id: primaryKey(String),
    code: String,
    /** Language tag of the list: 'zh-CN' or 'en-US'. */
    locale: String,
    items: String,
  },
};

/** Primary key of a dictionary row. */
export const dictionaryId = (code: string, locale: string) => `${code}:${locale}`;
