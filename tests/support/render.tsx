import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { baseApi } from '@/shared/api';
import { localeInitialised, setupI18n, type Locale } from '@/shared/i18n';

/** Renders a page or feature the way the app does: store, i18n, antd, router. */
export async function renderWithApp(ui: ReactElement, { locale = 'en', route = '/' }: { locale?: Locale; route?: string } = {}) {
  localeInitialised(locale);
  const i18n = await setupI18n(locale);
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const utils = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ConfigProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...utils, store };
}
