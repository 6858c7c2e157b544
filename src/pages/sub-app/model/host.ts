import { initGlobalState, loadMicroApp, type MicroApp, type MicroAppStateActions } from 'qiankun';
import type { SubAppPrefix } from '@/shared/config';
import { withoutBaseElements } from '../lib/entryTemplate';
import type { PortalSharedState } from '../lib/sharedState';

/**
 * The micro-frontend host (DESIGN §12, README "Hosting sub-applications"): qiankun 2.10
 * mounts a sub-application from its HTML entry, in a JavaScript sandbox, with its styles
 * scoped to its container, and hands it the global state of 000 §3. The only module that
 * imports qiankun: it is loaded with the first registered sub-application route, never on
 * the sign-in pages, and never in a deployment that registers none (qiankun evaluates code
 * with `new Function` as it loads, which the strict policy refuses).
 */

/** How long one file of a sub-application (its HTML, a script, a style sheet) may take. */
export const FETCH_TIMEOUT_MS = 15_000;
/** How long loading, bootstrap and mount may take together before the host gives up. */
export const MOUNT_TIMEOUT_MS = 30_000;

/**
 * Its files all loaded, but bootstrap and mount did not finish in time: the product hangs
 * while starting, which no connection check would cure.
 */
export class SubAppStartTimeout extends Error {
  constructor(prefix: string) {
    super(`${prefix}: its files loaded, but bootstrap and mount did not finish within ${MOUNT_TIMEOUT_MS / 1000} s`);
    this.name = 'SubAppStartTimeout';
  }
}

export class SubAppLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'status' | 'timeout' | 'network',
    readonly status?: number,
  ) {
    super(`${url}: ${reason === 'status' ? `HTTP ${status}` : reason}`);
    this.name = 'SubAppLoadError';
  }
}

/** The portal's files fetch for qiankun: bounded in time, and an HTTP error is a failure (qiankun would parse a 404 page as the app). */
async function fetchFile(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  let response: Response;
  try {
    response = await fetch(input, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new SubAppLoadError(url, (error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
  }
  if (!response.ok) throw new SubAppLoadError(url, 'status', response.status);
  return response;
}

let stateActions: MicroAppStateActions | null = null;

/**
 * Shares the portal's state with every mounted sub-application (qiankun's global state,
 * both ways): the first call creates it, later calls set it. `onChange` hears every change,
 * the sub-applications' included.
 */
export function shareState(state: PortalSharedState, onChange: (next: Partial<PortalSharedState>) => void): () => void {
  if (!stateActions) stateActions = initGlobalState({ ...state });
  else stateActions.setGlobalState({ ...state });
  stateActions.onGlobalStateChange((next) => onChange(next as Partial<PortalSharedState>));
  return () => stateActions?.offGlobalStateChange();
}

export function updateSharedState(state: PortalSharedState): void {
  stateActions?.setGlobalState({ ...state });
}

/**
 * What qiankun and its HTML loader keep for the page's lifetime, and how a load escapes it:
 * - qiankun keeps a loaded app per name and container, so the name follows the entry: the
 *   first entry a prefix mounts is named after the prefix, each other entry (a registry
 *   change while the page is open) gets a name of its own, and an entry mounted before
 *   gets its old name back, with what qiankun kept for it;
 * - failed loads are kept too (by qiankun per name, by the HTML loader per entry URL): after
 *   a failure the entry is loaded under a new key (a fragment, which no server sees), so
 *   Retry and a later visit load it afresh, under whichever prefix.
 */
const loadKeys = new Map<SubAppPrefix, string[]>();
const failures = new Map<string, number>();

/** The address `entry` is loaded under now: itself, or after failed loads a fresh key. */
function loadKey(entry: string): string {
  const attempt = failures.get(entry) ?? 0;
  return attempt ? `${entry.split('#')[0]}#attempt-${attempt}` : entry;
}

/** qiankun's name and entry for loading `entry` as `prefix` now. */
function loadOf(prefix: SubAppPrefix, entry: string): { name: string; entry: string } {
  const key = loadKey(entry);
  const keys = loadKeys.get(prefix) ?? [];
  if (!keys.includes(key)) loadKeys.set(prefix, [...keys, key]);
  const index = (loadKeys.get(prefix) ?? []).indexOf(key);
  return { name: index ? `${prefix}~${index}` : prefix, entry: key };
}

export interface MountedSubApp {
  /** Resolves once mounted; rejects with why it could not be (load error, bootstrap or mount threw, time out). */
  mounted: Promise<void>;
  unmount: () => Promise<void>;
}

export interface SubAppProps {
  /** The hash prefix it serves, e.g. `#/child-marketplacePortal`: its routes live below it. */
  routeBase: string;
  /** Opens the payment area, or shows the configuration-error alert when there is none (000 §8). */
  jumpToPayment: () => void;
}

export function mountSubApp(prefix: SubAppPrefix, entry: string, container: HTMLElement, props: SubAppProps): MountedSubApp {
  const app: MicroApp = loadMicroApp(
    { ...loadOf(prefix, entry), container, props },
    { sandbox: { experimentalStyleIsolation: true }, singular: false, fetch: fetchFile, getTemplate: withoutBaseElements },
  );
  // Their failure is the mount's failure, handled below; unobserved they would also be
  // reported as unhandled rejections. Loaded means every file of the entry was fetched and
  // its scripts ran (qiankun has the lifecycles): a time-out after that is the app's own.
  let loaded = false;
  app.loadPromise.then(() => (loaded = true), () => undefined);
  app.bootstrapPromise.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(loaded ? new SubAppStartTimeout(prefix) : new SubAppLoadError(entry, 'timeout')), MOUNT_TIMEOUT_MS);
  });
  const mounted = Promise.race([app.mountPromise.then(() => undefined), timeout])
    .catch((error: unknown) => {
      failures.set(entry, (failures.get(entry) ?? 0) + 1);
      throw error;
    })
    .finally(() => clearTimeout(timer));
  return {
    mounted,
    // Leaving while it still loads unmounts it once it is mounted; one that never mounted
    // has nothing to unmount (single-spa would throw).
    unmount: async () => {
      await app.mountPromise.catch(() => undefined);
      if (app.getStatus() === 'MOUNTED') await app.unmount();
    },
  };
}
