import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil } from '@/shared/api';
import { isMockBackend } from '@/shared/config';
import { localeFromLocation, localeInitialised, languageTag, setupI18n } from '@/shared/i18n';
import { createAppStore } from './model/store';
import { AppProviders } from './entrypoint/AppProviders';
import { AppRouter } from './routes/AppRouter';
import { DictionaryPreload } from './entrypoint/DictionaryPreload';
import { loadUiLocale } from './entrypoint/uiLocale';
import './styles/global.css';

/**
 * Demo builds only: downloads and starts the mock's service worker and loads the demo
 * panel with its texts; resolves to the panel. The imports sit behind the build-time
 * switch, so production bundles drop them entirely (check-build.mjs asserts this).
 */
const startDemo = isMockBackend
  ? async (): Promise<ReactNode> => {
      const [mock, demo] = await Promise.all([
        import(/* webpackChunkName: "mock-backend" */ '@mocks/browser').then(async (module) => {
          await module.startBrowserMock();
          return module;
        }),
        import(/* webpackChunkName: "demo-panel" */ './entrypoint/demoBuild').then(async (module) => {
          await module.ensureDemoTexts();
          return module;
        }),
      ]);
      return <demo.DemoPanel onReset={mock.resetMockDatabase} readMailbox={mock.readMailbox} faults={mock.mockFaults} />;
    }
  : null;

async function bootstrap() {
  // The page's frame is already on screen (index.html, boot.js).
  const locale = localeFromLocation(window.location.hash);
  localeInitialised(locale);
  const [, antdLocale] = await Promise.all([setupI18n(locale), loadUiLocale(locale)]);
  document.documentElement.lang = languageTag(locale);

  // The demo build renders at once, like production, and its calls (captcha, branding,
  // dictionaries, ...) wait for the mock instead of the page (shared/api backendReady). The
  // mock (a ~500 KB chunk) is fetched once the first page's code is in: fetched beside it, it
  // shared a phone's slow link with the chunks the page needs, and the form came later.
  let demoStarted: Promise<ReactNode> | null = null;
  let firstPageShown: (() => void) | undefined;
  if (startDemo) {
    let startOnce: () => void = () => undefined;
    demoStarted = new Promise<ReactNode>((resolve) => {
      startOnce = () => {
        startOnce = () => undefined;
        resolve(startDemo());
      };
    });
    firstPageShown = () => startOnce();
    void holdRequestsUntil(demoStarted);
  }

  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices that leave the main thread free
  // between them (input stays responsive while it mounts), instead of one long task.
  const render = (demoPanel: ReactNode) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders store={store} antdLocale={antdLocale}>
            <DictionaryPreload />
            <AppRouter onFirstPage={firstPageShown} />
            {demoPanel}
          </AppProviders>
        </StrictMode>,
      ),
    );
  render(null);
  // The demo panel joins once the mock answers (it resets and inspects the mock).
  if (demoStarted) render(await demoStarted);
}

void bootstrap();
