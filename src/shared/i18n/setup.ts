import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadResources } from './resources';
import { languageTag, type Locale } from './locale';

/** Initialises i18next once, in the given locale, with that locale's resources only. */
export async function setupI18n(locale: Locale): Promise<typeof i18next> {
  const tag = languageTag(locale);
  const bundle = await loadResources(tag);
  await i18next.use(initReactI18next).init({
    resources: { [tag]: bundle },
    lng: tag,
    fallbackLng: false,
    ns: Object.keys(bundle),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Translation outside React (the API base, notifications). */
export const t = i18next.t.bind(i18next);
