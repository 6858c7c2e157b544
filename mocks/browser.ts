import { setupWorker } from 'msw/browser';
import { restore, snapshot } from './db';
import { handlers } from './handlers';
import { clearPersisted, loadPersisted, savePersisted } from './lib/persistence';
import { reset } from './scenarios';

/**
 * The mock backend in the browser (dev server and demo build, DESIGN §5). Imported only
 * when the build-time mock switch is on, so production bundles never contain it. No
 * OpenAPI validation here: that runs in the Node hosts and keeps ajv out of the bundle.
 */
const worker = setupWorker(...handlers);

declare global {
  interface Window {
    /** Demo and e2e hook: `await window.__kjMock.reset()` restores the demo data. */
    __kjMock?: { reset: () => Promise<void> };
  }
}

/** Restores the database saved before the last reload, or seeds the demo data. */
function loadDatabase(): void {
  const saved = loadPersisted();
  if (saved) {
    try {
      restore(saved);
      return;
    } catch {
      // A copy the current models cannot take: start from the demo data.
    }
  }
  reset();
  savePersisted(snapshot());
}

/** Reseeds the demo data and forgets the saved copy. */
export async function resetMockDatabase(): Promise<void> {
  clearPersisted();
  reset();
}

export async function startBrowserMock(): Promise<void> {
  loadDatabase();
  // Handlers change the database only while answering, so saving after each mocked
  // response keeps the stored copy current.
  worker.events.on('response:mocked', () => savePersisted(snapshot()));
  await worker.start({
    // Relative: the app is served from any sub-path with hash routing.
    serviceWorker: { url: './mockServiceWorker.js', options: { scope: './' } },
    // Assets, fonts and anything outside the kj-* API go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__kjMock = { reset: resetMockDatabase };
}
