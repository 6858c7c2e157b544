import { useSyncExternalStore } from 'react';

/**
 * Whether the backend answers yet. A production build talks to a server that is always
 * there: ready from the start, nothing waits. A demo build's backend is the mock in a
 * service worker, which starts after the page has rendered (src/app/index.tsx): until it
 * answers, a call would reach the static host instead (there is no server behind the demo)
 * and fail, so the portal's calls wait for it rather than the whole page.
 *
 * Only the portal's own calls wait: the base query awaits whenBackendReady before sending
 * (baseQuery.ts). Nothing of the page's fetch or XMLHttpRequest is touched, so the dev
 * server's own requests (its lazy compilation of the first page: held, `npm start` stayed
 * blank), the portal's files and a sub-application's requests go as they always do.
 */
let ready = true;
let opened: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/**
 * Makes the portal's calls wait until `started` settles. A start that fails lets them go
 * too, so they end in the page's usual error messages instead of waiting for ever.
 */
export function holdCallsUntil(started: Promise<unknown>): void {
  ready = false;
  const open = () => {
    ready = true;
    for (const listener of listeners) listener();
  };
  opened = started.then(open, open);
}

/** Resolves once calls reach the backend (at once in production). */
export const whenBackendReady = (): Promise<void> => opened;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isReady = () => ready;

/** Whether calls reach the backend yet, for what the page requests by address (the captcha image). */
export function useBackendReady(): boolean {
  return useSyncExternalStore(subscribe, isReady);
}
