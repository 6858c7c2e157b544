import { afterEach, describe, expect, it } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { server } from '@mocks/node';
import { holdCallsUntil, whenBackendReady } from './backendReady';
import { portalBaseQuery } from './baseQuery';

/** A path of no real service: what is tested is the base query, whatever the call. */
const ECHO = '/kj-test/echo';

/** A start the test settles itself (the demo's mock starting). */
function pendingStart() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const started = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { started, ...settle };
}

/** What reached the network: the mock's test endpoint records each call. */
function recordCalls(): string[] {
  const received: string[] = [];
  server.use(
    http.post(`*${ECHO}`, ({ request }) => {
      received.push(new URL(request.url).pathname);
      return HttpResponse.json({ code: '200', data: null });
    }),
  );
  return received;
}

const call = () =>
  portalBaseQuery({ url: ECHO, method: 'POST', body: {} }, {
    signal: new AbortController().signal,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: {},
  } as unknown as BaseQueryApi, {});

/** Lets every pending promise callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  // Leave the gate open for the next file.
  holdCallsUntil(Promise.resolve());
  await whenBackendReady();
});

describe('the portal’s calls wait for the backend (the demo build: its mock starts after the page renders)', () => {
  it('holds a call made before the mock answers, then sends it and hands back its answer', async () => {
    const received = recordCalls();
    const start = pendingStart();
    holdCallsUntil(start.started);

    const answer = call();
    await settled();
    expect(received).toEqual([]);

    start.resolve();
    await expect(answer).resolves.toEqual({ data: { code: '200', data: null } });
    expect(received).toEqual([ECHO]);
  });

  it('sends at once when nothing holds it (production, or once the mock answers)', async () => {
    const received = recordCalls();
    await call();
    expect(received).toEqual([ECHO]);
  });

  it('lets the held calls go when the mock fails to start, so they end in an error message instead of waiting for ever', async () => {
    const received = recordCalls();
    const start = pendingStart();
    holdCallsUntil(start.started);
    const answer = call();
    start.reject(new Error('the service worker could not be registered'));
    await answer;
    expect(received).toEqual([ECHO]);
  });

  it('holds nothing but the portal’s own calls: the page’s fetch (the dev server’s lazy compilation, assets, a sub-application) goes at once', async () => {
    const start = pendingStart();
    const pageFetch = globalThis.fetch;
    const pageXhrSend = XMLHttpRequest.prototype.send;
    holdCallsUntil(start.started);
    // The gate never replaces the page's request APIs.
    expect(globalThis.fetch).toBe(pageFetch);
    expect(XMLHttpRequest.prototype.send).toBe(pageXhrSend);
    start.resolve();
  });
});
