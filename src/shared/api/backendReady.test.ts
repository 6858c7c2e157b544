import { describe, expect, it, rstest } from '@rstest/core';
import { holdRequestsUntil, whenBackendReady, type RequestScope } from './backendReady';

/** A start the test settles itself (the demo's mock starting). */
function pendingStart() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const started = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { started, ...settle };
}

/** A page's request APIs that record what reaches the network. */
function fakePage() {
  const sent: string[] = [];
  const network = rstest.fn(async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Response('{"code":"000000"}');
  });
  class FakeXhr {
    send(body?: unknown) {
      sent.push(`xhr ${String(body)}`);
    }
  }
  const scope = { fetch: network as unknown as typeof fetch, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest } satisfies RequestScope;
  return { scope, sent, network };
}

/** Lets every pending promise callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requests wait for the backend (the demo build: its mock starts after the page renders)', () => {
  it('holds a call made before the mock answers, then sends it unchanged and hands back its answer', async () => {
    const { scope, sent, network } = fakePage();
    const start = pendingStart();
    holdRequestsUntil(start.started, scope);

    const answer = scope.fetch('/sso-web/code/getImgCode', { method: 'GET' });
    new scope.XMLHttpRequest().send('upload');
    await settled();
    expect(sent).toEqual([]);

    start.resolve();
    await expect((await answer).json()).resolves.toEqual({ code: '000000' });
    expect(network).toHaveBeenCalledWith('/sso-web/code/getImgCode', { method: 'GET' });
    expect(sent).toEqual(['/sso-web/code/getImgCode', 'xhr upload']);
  });

  it('sends at once once the mock answers', async () => {
    const { scope, sent } = fakePage();
    const start = pendingStart();
    holdRequestsUntil(start.started, scope);
    start.resolve();
    await whenBackendReady();

    void scope.fetch('/kj-sys/later');
    new scope.XMLHttpRequest().send('later');
    // Synchronously: no extra wait once the gate is open.
    expect(sent).toEqual(['/kj-sys/later', 'xhr later']);
  });

  it('lets the held calls go when the mock fails to start, so they end in an error message instead of waiting for ever', async () => {
    const { scope, sent } = fakePage();
    const start = pendingStart();
    holdRequestsUntil(start.started, scope);
    const answer = scope.fetch('/kj-sys/held');
    start.reject(new Error('the service worker could not be registered'));
    await answer;
    expect(sent).toEqual(['/kj-sys/held']);
  });
});
