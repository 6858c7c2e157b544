/**
 * rstest's happy-dom environment installs happy-dom's fetch, Request and Response but
 * leaves Node's Headers, and happy-dom ignores a Headers object that is not its own: a
 * request built with `new Headers(...)` loses Content-Type and Accept-Language, and
 * `HttpResponse.json()` answers as text/plain. When that mismatch is present, make the
 * global Headers the class that belongs to the installed Response.
 *
 * Call it before msw's `server.listen()`, which wraps the global Headers.
 */
export function alignFetchGlobals(): void {
  const probe = new Response(null, { headers: new Headers({ 'x-probe': '1' }) });
  if (!probe.headers.has('x-probe')) {
    globalThis.Headers = probe.headers.constructor as typeof Headers;
  }
}
