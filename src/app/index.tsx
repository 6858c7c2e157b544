import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isMockBackend } from '@/shared/config';
import { localeFromLocation, localeInitialised, languageTag, setupI18n } from '@/shared/i18n';
import { createAppStore } from './model/store';
import { AppProviders } from './entrypoint/AppProviders';
import { AppRouter } from './routes/AppRouter';
import { DictionaryPreload } from './entrypoint/DictionaryPreload';
import { DemoPanel } from './entrypoint/DemoPanel';
import './styles/global.css';

async function bootstrap() {
  // The mock is imported only when the build-time switch is on, so production bundles
  // drop it entirely (the size check asserts this).
  const mock = isMockBackend ? await import('@mocks/browser') : null;
  await mock?.startBrowserMock();
  const locale = localeFromLocation(window.location.hash);
  localeInitialised(locale);
  await setupI18n(locale);
  document.documentElement.lang = languageTag(locale);

  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <DictionaryPreload />
        <AppRouter />
        {mock ? <DemoPanel onReset={mock.resetMockDatabase} /> : null}
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
