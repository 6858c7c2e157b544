import { setupWorker } from 'msw/browser';
import { restore, snapshot } from './db';
import { handlers } from './handlers';
import { handOutDemoFilesNextToPage } from './lib/demoFiles';
import { clearPersisted, loadPersisted, savePersisted } from './lib/persistence';
import { currentCaptcha, readMailbox, type MailMessage } from './lib/inspect';
import { issueCaptcha } from './lib/captcha';
import { DEMO_FIRST_CAPTCHA } from './lib/captchaImage';
import { clearFaults, EVERY_CALL, FAULT_KINDS, listFaults, MAX_LATENCY_MS, removeFault, SERVICE_PREFIXES, setFault, type Fault, type FaultKind } from './lib/faults';
import { reset } from './scenarios';

/*
 * The mock backend in the browser (dev server and demo build, DESIGN §5), and the one door
 * through which the app reads anything of it. Only imported dynamically when the build-time
 * mock switch is on, so production bundles never contain it: src/app/index.tsx starts it
 * and gives the demo panel resetMockDatabase, readMailbox and mockFaults; the login page's
 * demo-accounts card lists demoAccounts. No OpenAPI validation here: that runs in the Node
 * hosts and keeps ajv out of the bundle.
 */
export { currentCaptcha, readMailbox, type MailMessage } from './lib/inspect';
export { requestDemoSignIn, takeDemoSignIn } from './lib/presenter';
export { demoAccounts, type DemoAccount } from './scenarios/accounts';

export type { Fault, FaultKind } from './lib/faults';

/**
 * The fault switch (lib/faults.ts) as the demo panel and e2e tests use it: every change is
 * saved with the database at once, so a reload keeps it; the demo reset clears it.
 */
export interface MockFaults {
  /** The faults switched on, oldest first. */
  list: () => Fault[];
  /** Switches a fault on for a target (`*`, a service prefix or a path), replacing its previous one; throws a RangeError for a target that is not a path. */
  set: (fault: { target: string; kind: FaultKind; latencyMs?: number }) => Fault;
  remove: (target: string) => void;
  clear: () => void;
  kinds: readonly FaultKind[];
  /** The services' prefixes, for a picker. */
  prefixes: readonly string[];
  /** The target of every call. */
  everyCall: string;
  maxLatencyMs: number;
}

/** Runs a change of the database and saves it, as a mocked response does. */
function saved<A extends unknown[], R>(change: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    const result = change(...args);
    savePersisted(snapshot());
    return result;
  };
}

export const mockFaults: MockFaults = {
  list: listFaults,
  set: saved(setFault),
  remove: saved(removeFault),
  clear: saved(clearFaults),
  kinds: FAULT_KINDS,
  prefixes: SERVICE_PREFIXES,
  everyCall: EVERY_CALL,
  maxLatencyMs: MAX_LATENCY_MS,
};

/**
 * Demo and e2e hook, set as `window.__kjMock`: `await reset()` restores the demo data
 * (and switches every fault off), `captcha()` is the code of the captcha image shown last
 * (null when none is valid), `mailbox()` the demo mailbox, newest first, `faults` the
 * fault switch (MockFaults, the same object the demo panel uses). Not declared on the
 * global Window here, so a test suite may declare the part it uses.
 */
export interface KjMockHook {
  reset: () => Promise<void>;
  captcha: () => string | null;
  mailbox: () => MailMessage[];
  faults: MockFaults;
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

/** How long after a mocked response the database is saved, so a burst of calls saves once. */
const SAVE_AFTER_MS = 50;

/**
 * Handlers change the database only while answering, so a save after the mocked responses
 * keeps the stored copy current. One save per burst (a page asks several calls at once), not
 * one per response: the copy is the whole database (about 260 KB of JSON), which cost every
 * call its own serialisation. A page that goes away (reload, language switch) saves at once.
 */
function saveAfterResponses(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    savePersisted(snapshot());
  };
  window.addEventListener('pagehide', () => {
    if (timer) save();
  });
  return () => {
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  };
}

/** Loads the database and starts the service worker (nothing runs on import). */
export async function startBrowserMock(): Promise<void> {
  const worker = setupWorker(...handlers);
  // Links to the demo files name the demo build's copy: a service worker cannot answer a
  // link opened in a new tab (lib/demoFiles.ts). Before the data, which holds some.
  handOutDemoFilesNextToPage();
  loadDatabase();
  worker.events.on('response:mocked', saveAfterResponses());
  await worker.start({
    // Relative: the app is served from any sub-path with hash routing.
    serviceWorker: { url: './mockServiceWorker.js', options: { scope: './' } },
    // Assets, fonts and anything outside the kj-* API go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // The captcha index.html's frame shows before the mock was there (DEMO_FIRST_CAPTCHA) is the session's now.
  issueCaptcha(DEMO_FIRST_CAPTCHA);
  const hook: KjMockHook = { reset: resetMockDatabase, captcha: currentCaptcha, mailbox: readMailbox, faults: mockFaults };
  Object.assign(window, { __kjMock: hook });
}
