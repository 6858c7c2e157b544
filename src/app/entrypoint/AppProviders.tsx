import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { Provider } from 'react-redux';
import type { AppStore } from '../model/store';

const theme: ThemeConfig = { token: { colorPrimary: '#0b5cad' } };

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
