import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isMockBackend } from '@/shared/config';
import { localeFromLocation, localeInitialised, languageTag, setupI18n, t } from '@/shared/i18n';
import { createAppStore } from './model/store';
import { AppProviders } from './entrypoint/AppProviders';
import { AppRouter } from './routes/AppRouter';
import { DictionaryPreload } from './entrypoint/DictionaryPreload';
import { loadUiLocale } from './entrypoint/uiLocale';
import './styles/global.css';

async function bootstrap() {
  // The mock and the demo panel are imported only when the build-time switch is on, so
  // production bundles drop them entirely (check-build.mjs asserts this).
  // The page's frame is already on screen (index.html, boot.js). The mock's service worker
  // starts while the texts load; the app renders, and so makes its first calls, only once
  // the worker answers them.
  const demoLoading = isMockBackend ? import(/* webpackChunkName: "demo-panel" */ './entrypoint/demoBuild') : null;
  const mockStarting = isMockBackend
    ? import(/* webpackChunkName: "mock-backend" */ '@mocks/browser').then(async (mock) => {
        await mock.startBrowserMock();
        return mock;
      })
    : null;
  const locale = localeFromLocation(window.location.hash);
  localeInitialised(locale);
  const [, antdLocale, mock] = await Promise.all([setupI18n(locale), loadUiLocale(locale), mockStarting]);
  const demo = await demoLoading;
  await demo?.ensureDemoTexts();
  document.documentElement.lang = languageTag(locale);
  // The portal's one name in the language it starts in (index.html carries the Chinese one).
  document.title = t('common:appName');

  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices that leave the main thread free
  // between them (input stays responsive while it mounts), instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} antdLocale={antdLocale}>
          <DictionaryPreload />
          <AppRouter />
          {mock && demo ? <demo.DemoPanel onReset={mock.resetMockDatabase} readMailbox={mock.readMailbox} faults={mock.mockFaults} /> : null}
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void bootstrap();
