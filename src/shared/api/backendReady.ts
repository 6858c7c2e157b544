import { useSyncExternalStore } from 'react';

/**
 * Whether the backend answers yet. A production build talks to a server that is always
 * there: ready from the start, nothing is held. A demo build's backend is the mock in a
 * service worker, which starts after the page has rendered (src/app/index.tsx): until it
 * answers, a call would reach the static host instead (there is no server behind the demo)
 * and fail, so calls wait for it rather than the whole page.
 */
let ready = true;
let opened: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

/** The request APIs the gate holds back: the page's own fetch and XMLHttpRequest. */
export interface RequestScope {
  fetch: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/**
 * Holds every fetch and XMLHttpRequest of `scope` (the page) until `started` settles, then
 * sends them as they were made. Image requests are not covered: an `<img>` of the API
 * waits with useBackendReady. A start that fails lets the held calls go too, so they end
 * in the page's usual error messages instead of waiting for ever.
 */
export function holdRequestsUntil(started: Promise<unknown>, scope: RequestScope = globalThis): Promise<void> {
  ready = false;
  const open = () => {
    ready = true;
    for (const listener of listeners) listener();
  };
  opened = started.then(open, open);
  const gate = opened;

  const send = scope.fetch;
  scope.fetch = (input, init) => (ready ? send.call(scope, input, init) : gate.then(() => send.call(scope, input, init)));

  const xhr = scope.XMLHttpRequest?.prototype;
  if (xhr) {
    const sendXhr = xhr.send;
    xhr.send = function held(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (ready) return sendXhr.call(this, body);
      void gate.then(() => sendXhr.call(this, body));
    };
  }
  return gate;
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
  return useSyncExternalStore(subscribe, isReady, isReady);
}
