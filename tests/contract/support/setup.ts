import { createRequire } from 'node:module';
import { alignFetchGlobals } from '@mocks/testing/fetchGlobals';

// Pact tests send real requests from happy-dom: headers must survive (see the helper).
alignFetchGlobals();

/*
 * The test files share the worker's modules and globals (rstest.contract.config.ts
 * `isolate: false`) and this file runs before each of them: the two patches below are
 * made once, by the first.
 */
const PATCHED = Symbol.for('kj-portal-web.contract-setup');
const patchedGlobals = globalThis as typeof globalThis & { [PATCHED]?: true };
if (!patchedGlobals[PATCHED]) {
  patchedGlobals[PATCHED] = true;

  // happy-dom's Response.clone() empties both bodies of a response read from a real socket
  // (capricorn86/happy-dom#2353), and fetchBaseQuery clones every response. Buffer the body
  // so the response the app sees is an in-memory one, which clones correctly.
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await networkFetch(input, init);
    const body = await response.arrayBuffer();
    const buffered = new Response(body.byteLength > 0 ? body : null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // Keep what the base query reads to detect redirects.
    for (const key of ['url', 'redirected', 'type'] as const) {
      Object.defineProperty(buffered, key, { value: response[key], configurable: true });
    }
    return buffered;
  };

  /*
   * Pact's mock server (pact-core 19, the last line for Node 20) records that an interaction
   * matched on a task of its own, after the response has gone out: under CPU load the test
   * can end and ask "was everything received?" before that record is written, and a request
   * the portal sent and had answered is reported "expected but not received"
   * (pact-foundation/pact-core-mock-server#13, fixed in pact-ffi 0.5.6 / pact-core 20, which
   * needs Node 22). Until then each test waits, after its body, until the mock server says
   * every interaction matched, or at most SETTLE_MS (a test that really misses a request
   * fails as before, that much later).
   */
  const SETTLE_MS = 2000;
  type ExecuteTest = (pact: { mockServerMatchedSuccessfully(port: number): boolean }, opts: unknown, testFn: (server: { port: number }) => Promise<unknown>, cleanup: () => void) => Promise<unknown>;
  // The CommonJS exports its interactions call executeTest through (Node loads Pact, see
  // rstest.config.ts: an ES import of it gives a read-only copy of them).
  const pactHttp = createRequire(import.meta.url)('@pact-foundation/pact/src/v4/http') as { executeTest: ExecuteTest };
  const executeTest = pactHttp.executeTest;
  pactHttp.executeTest = (pact, opts, testFn, cleanup) =>
    executeTest(
      pact,
      opts,
      async (server) => {
        const value = await testFn(server);
        const until = Date.now() + SETTLE_MS;
        while (!pact.mockServerMatchedSuccessfully(server.port) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
        return value;
      },
      cleanup,
    );
}
