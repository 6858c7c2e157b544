import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import i18next from 'i18next';
import { Provider } from 'react-redux';
import { hideDecorativeIcons } from '@/shared/lib/a11y';
import type { AppStore } from '../model/store';
import { appTheme, THEME_CLASS } from './appTheme';

/** Read once per start: the setting rarely changes while a page is open. */
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Store, antd theme and locale (loaded for the app locale at start, see uiLocale.ts), and
 * antd's own icons hidden from assistive technology (they name themselves in English).
 * Toasts and alerts raised outside React render through antd's static holders; they get
 * the same theme and locale from ConfigProvider.config.
 */
export function AppProviders({ store, antdLocale, children }: { store: AppStore; antdLocale: AntdLocale; children: ReactNode }) {
  const theme = useMemo(() => appTheme(prefersReducedMotion()), []);
  useLayoutEffect(() => {
    document.documentElement.classList.add(THEME_CLASS);
  }, []);
  // antd's own icons (alerts, steps, selects, toasts, dialogs) out of the accessibility tree.
  // A select's clear button in the UI's language (a language change reloads the page, 000 §4).
  useEffect(() => hideDecorativeIcons(document.body, i18next.t('common:clear')), []);
  ConfigProvider.config({
    holderRender: (holder) => (
      <ConfigProvider locale={antdLocale} theme={theme}>
        {holder}
      </ConfigProvider>
    ),
  });
  return (
    <Provider store={store}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        {children}
      </ConfigProvider>
    </Provider>
  );
}
