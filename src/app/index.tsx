import { StrictMode, Suspense, startTransition, use, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdCallsUntil } from '@/shared/api';
import { isMockBackend } from '@/shared/config';
import { portalAddressCaptured } from '@/shared/lib/navigation';
import { localeFromLocation, localeInitialised, languageTag, setupI18n, t } from '@/shared/i18n';
import { createAppStore } from './model/store';
import { AppProviders } from './entrypoint/AppProviders';
import { AppRouter, createAppRouter } from './routes/AppRouter';
import { DictionaryPreload } from './entrypoint/DictionaryPreload';
import { loadUiLocale } from './entrypoint/uiLocale';
import './styles/global.css';

/** Once the page has settled, at most a few seconds later (Safari has no requestIdleCallback). */
const mainThreadIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });

/**
 * Demo builds only: downloads and starts the mock's service worker and loads the demo
 * texts (`ready`: the calls wait for both, see DemoAccounts), then the demo panel (`panel`),
 * once the calls held meanwhile have been answered: its chunks and rendering would have
 * slowed the mock's download and those answers. The imports sit behind the
 * build-time switch, so production bundles drop them entirely (check-build.mjs asserts this).
 */
const startDemo = isMockBackend
  ? () => {
      const mock = import(/* webpackChunkName: "mock-backend" */ '@mocks/browser').then(async (module) => {
        await module.startBrowserMock();
        return module;
      });
      const texts = import(/* webpackChunkName: "demo-texts" */ './entrypoint/demoTexts').then((module) => module.ensureDemoTexts());
      const panel = mock.then(async (started): Promise<ReactNode> => {
        await mainThreadIdle();
        const { DemoPanel } = await import(/* webpackChunkName: "demo-panel" */ './entrypoint/demoBuild');
        return (
          <DemoPanel
            onReset={started.resetMockDatabase}
            readMailbox={started.readMailbox}
            faults={started.mockFaults}
            accounts={started.demoAccounts}
            requestSignIn={started.requestDemoSignIn}
          />
        );
      });
      return { ready: Promise.all([mock, texts]), panel };
    }
  : null;

/**
 * The demo panel, once it has loaded: until then nothing. It arrives in its own Suspense
 * boundary, so only the panel renders then, not the whole app again (a transition of the
 * whole tree that a busy main thread may hold back for seconds).
 */
function DemoPanelSlot({ panel }: { panel: Promise<ReactNode> }) {
  return use(panel);
}

async function bootstrap() {
  // Before any sub-application can change the page's path: the portal's relative addresses resolve against this one.
  portalAddressCaptured();
  // The page's frame is already on screen (index.html, boot.js).
  const locale = localeFromLocation(window.location.hash);
  localeInitialised(locale);
  const [, antdLocale] = await Promise.all([setupI18n(locale), loadUiLocale(locale)]);
  document.documentElement.lang = languageTag(locale);
  // The portal's one name in the language it starts in (index.html carries the Chinese one).
  document.title = t('common:appName');

  // The demo build renders at once, like production, and its calls (captcha, branding,
  // dictionaries, ...) wait for the mock instead of the page (shared/api backendReady). The
  // mock (over 600 KB of script) is fetched once the first page is on screen (FirstPageShown).
  let demoPanel: Promise<ReactNode> | null = null;
  let firstPageShown: (() => void) | undefined;
  if (startDemo) {
    let startOnce: () => void = () => undefined;
    const demo = new Promise<ReturnType<typeof startDemo>>((resolve) => {
      startOnce = () => {
        startOnce = () => undefined;
        resolve(startDemo());
      };
    });
    firstPageShown = () => startOnce();
    holdCallsUntil(demo.then((started) => started.ready));
    // A demo whose mock did not start (its script not loaded, no service worker) has no panel:
    // there is no mock for it to reset or inspect. The error is reported; the app stays.
    demoPanel = demo
      .then((started) => started.panel)
      .catch((error: unknown) => {
        reportError(error);
        return null;
      });
  }

  const store = createAppStore();
  const router = await createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices that leave the main thread free
  // between them (input stays responsive while it mounts), instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} antdLocale={antdLocale}>
          <DictionaryPreload />
          <AppRouter router={router} onFirstPage={firstPageShown} />
          {/* The demo panel joins once the mock answers (it resets and inspects the mock). */}
          {demoPanel && (
            <Suspense fallback={null}>
              <DemoPanelSlot panel={demoPanel} />
            </Suspense>
          )}
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void bootstrap();
