import { useId } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale, isLocale, localeChanged } from '@/shared/i18n';
import { NativeSelect } from '@/shared/ui/native-select';
import { visuallyHiddenOnPhone } from '@/shared/ui/visually-hidden';
import styles from './LanguageSelect.module.css';

/**
 * Language dropdown (Simplified Chinese / English); a change stores the locale and
 * reloads (000 §4). A native select: keyboard and screen-reader friendly on every device,
 * and it costs the login page's first visit nothing.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const [locale, changeLocale] = useUnit([$locale, localeChanged]);
  return (
    <span className={styles.wrapper}>
      {/* On phones the select speaks for itself; the label stays for screen readers. */}
      <label htmlFor={id} className={`${styles.label} ${visuallyHiddenOnPhone}`}>
        {t('language.label')}
      </label>
      <NativeSelect
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) changeLocale(next);
        }}
      >
        <option value="zh" lang="zh-CN">
          {t('language.zh')}
        </option>
        <option value="en" lang="en-US">
          {t('language.en')}
        </option>
      </NativeSelect>
    </span>
  );
}
