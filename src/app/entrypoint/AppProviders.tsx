import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { Provider } from 'react-redux';
import type { AppStore } from '../model/store';

/** Brand colour, and text colours darkened where antd's defaults miss WCAG AA contrast. */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorError: '#cf1322',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
};

/**
 * Store, antd theme and locale (loaded for the app locale at start, see uiLocale.ts).
 * Toasts and alerts raised outside React render through antd's static holders; they get
 * the same theme and locale from ConfigProvider.config.
 */
export function AppProviders({ store, antdLocale, children }: { store: AppStore; antdLocale: AntdLocale; children: ReactNode }) {
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
