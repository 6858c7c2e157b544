import { Select } from 'antd';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale, localeChanged, type Locale } from '@/shared/i18n';

/** Language dropdown (Simplified Chinese / English); a change stores the locale and reloads. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const [locale, changeLocale] = useUnit([$locale, localeChanged]);
  return (
    <Select<Locale>
      aria-label={t('language.label')}
      value={locale}
      onChange={(next) => next !== locale && changeLocale(next)}
      options={[
        { value: 'zh', label: t('language.zh') },
        { value: 'en', label: t('language.en') },
      ]}
      style={{ minWidth: 120 }}
    />
  );
}
