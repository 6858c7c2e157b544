import { setupWorker } from 'msw/browser';
import { restore, snapshot } from './db';
import { handlers } from './handlers';
import { clearPersisted, loadPersisted, savePersisted } from './lib/persistence';
import { currentCaptcha, readMailbox, type MailMessage } from './lib/inspect';
import { reset } from './scenarios';

/*
 * The mock backend in the browser (dev server and demo build, DESIGN §5), and the one door
 * through which the app reads anything of it. Only imported dynamically when the build-time
 * mock switch is on, so production bundles never contain it: src/app/index.tsx starts it
 * and gives the demo panel resetMockDatabase and readMailbox; the login page's demo-accounts
 * card lists demoAccounts. No OpenAPI validation here: that runs in the Node hosts and keeps
 * ajv out of the bundle.
 */
export { readMailbox, type MailMessage } from './lib/inspect';
export { demoAccounts, type DemoAccount } from './scenarios/accounts';

/**
 * Demo and e2e hook, set as `window.__kjMock`: `await reset()` restores the demo data,
 * `captcha()` is the code of the captcha image shown last (null when none is valid),
 * `mailbox()` the demo mailbox, newest first. Not declared on the global Window here, so
 * a test suite may declare the part it uses.
 */
export interface KjMockHook {
  reset: () => Promise<void>;
  captcha: () => string | null;
  mailbox: () => MailMessage[];
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

/** Loads the database and starts the service worker (nothing runs on import). */
export async function startBrowserMock(): Promise<void> {
  const worker = setupWorker(...handlers);
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
  const hook: KjMockHook = { reset: resetMockDatabase, captcha: currentCaptcha, mailbox: readMailbox };
  Object.assign(window, { __kjMock: hook });
}
