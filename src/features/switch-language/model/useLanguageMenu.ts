import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale, isLocale, localeChanged, type Locale } from '@/shared/i18n';

/**
 * The language choices for a menu (the shell's user menu): each named in its own
 * language; choosing another one stores it and reloads (000 §4).
 */
export function useLanguageMenu() {
  const { t } = useTranslation();
  const [locale, changeLocale] = useUnit([$locale, localeChanged]);
  const options: Array<{ key: Locale; label: string; lang: string }> = [
    { key: 'zh', label: t('language.zh'), lang: 'zh-CN' },
    { key: 'en', label: t('language.en'), lang: 'en-US' },
  ];
  const choose = (key: string) => {
    if (isLocale(key) && key !== locale) changeLocale(key);
  };
  return { locale, options, choose };
}
