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
    address = '';
    open(_method: string, address: string) {
      this.address = address;
    }
    send(body?: unknown) {
      sent.push(`xhr ${this.address} ${String(body)}`);
    }
  }
  const scope = {
    fetch: network as unknown as typeof fetch,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
    location: { href: 'http://127.0.0.1:3000/#/login' },
  } satisfies RequestScope;
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
    const upload = new scope.XMLHttpRequest();
    upload.open('POST', './kj-media/media/opera/do/uploadMediaFile');
    upload.send('upload');
    await settled();
    expect(sent).toEqual([]);

    start.resolve();
    await expect((await answer).json()).resolves.toEqual({ code: '000000' });
    expect(network).toHaveBeenCalledWith('/sso-web/code/getImgCode', { method: 'GET' });
    expect(sent).toEqual(['/sso-web/code/getImgCode', 'xhr ./kj-media/media/opera/do/uploadMediaFile upload']);
  });

  it('sends at once once the mock answers', async () => {
    const { scope, sent } = fakePage();
    const start = pendingStart();
    holdRequestsUntil(start.started, scope);
    start.resolve();
    await whenBackendReady();

    void scope.fetch('/kj-sys/later');
    const later = new scope.XMLHttpRequest();
    later.open('POST', '/kj-kyc/later');
    later.send('later');
    // Synchronously: no extra wait once the gate is open.
    expect(sent).toEqual(['/kj-sys/later', 'xhr /kj-kyc/later later']);
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

  it('holds only the portal\'s own calls: the dev server\'s, the assets\' and a sub-application\'s requests go at once', async () => {
    const { scope, sent } = fakePage();
    const start = pendingStart();
    holdRequestsUntil(start.started, scope);

    // The dev server's lazy compilation of the first page (an XMLHttpRequest the page waits for).
    const compile = new scope.XMLHttpRequest();
    compile.open('POST', '/_rspack/lazy/trigger__src_pages_login');
    compile.send('{}');
    void scope.fetch('./static/js/async/login.js');
    void scope.fetch('https://market.example.com/portal/index.html');
    void scope.fetch('/kj-sysadmin/not-a-service');
    void scope.fetch(new Request('http://127.0.0.1:3000/kj-web/sys/getCurSysUser', { method: 'POST' }));
    void scope.fetch(new URL('http://127.0.0.1:3000/tools-web/mediaTreePakage/list'));
    await settled();
    expect(sent).toEqual([
      'xhr /_rspack/lazy/trigger__src_pages_login {}',
      './static/js/async/login.js',
      'https://market.example.com/portal/index.html',
      '/kj-sysadmin/not-a-service',
    ]);

    start.resolve();
    await whenBackendReady();
    await settled();
    expect(sent.slice(4)).toHaveLength(2);
  });
});
