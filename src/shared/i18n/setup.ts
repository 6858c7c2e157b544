import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces } from './resources';
import { languageTag, type Locale } from './locale';

/** Initialises i18next once, in the given locale. Both locales are bundled: they are small. */
export async function setupI18n(locale: Locale): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: languageTag(locale),
    fallbackLng: false,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Translation outside React (the API base, notifications). */
export const t = i18next.t.bind(i18next);
