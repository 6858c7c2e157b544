import { useSyncExternalStore } from 'react';
import { isServiceCall } from '@/shared/config';

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
  /** What relative addresses resolve against: the page's address. */
  location?: { href: string };
}

/** The address a fetch is made to, whatever form it was given in. */
const addressOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * Holds the portal's own calls (the kj-* services, SERVICE_PREFIXES) made through `scope`
 * (the page's fetch and XMLHttpRequest) until `started` settles, then sends them as they
 * were made. Every other request goes at once: the dev server's own (its lazy compilation
 * is an XMLHttpRequest the first page waits for: held, `npm start` stayed blank), a
 * sub-application's files, the portal's assets. Image requests are not covered: an `<img>`
 * of the API waits with useBackendReady. A start that fails lets the held calls go too, so
 * they end in the page's usual error messages instead of waiting for ever.
 */
export function holdRequestsUntil(started: Promise<unknown>, scope: RequestScope = globalThis): Promise<void> {
  ready = false;
  const open = () => {
    ready = true;
    for (const listener of listeners) listener();
  };
  opened = started.then(open, open);
  const gate = opened;
  const isHeld = (address: string) => {
    if (ready) return false;
    try {
      return isServiceCall(new URL(address, scope.location?.href ?? 'http://localhost/').pathname);
    } catch {
      return false;
    }
  };

  const send = scope.fetch;
  scope.fetch = (input, init) => (isHeld(addressOf(input)) ? gate.then(() => send.call(scope, input, init)) : send.call(scope, input, init));

  const xhr = scope.XMLHttpRequest?.prototype;
  if (xhr) {
    const addresses = new WeakMap<XMLHttpRequest, string>();
    const openXhr = xhr.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
    xhr.open = function opened(this: XMLHttpRequest, ...args: unknown[]) {
      addresses.set(this, String(args[1]));
      return openXhr.apply(this, args);
    } as typeof xhr.open;
    const sendXhr = xhr.send;
    xhr.send = function held(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (!isHeld(addresses.get(this) ?? '')) return sendXhr.call(this, body);
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
