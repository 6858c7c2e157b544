import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/**
 * The portal's own static files that Node tests serve, beside the mock backend: the
 * sub-application registry next to index.html (README "Hosting sub-applications"). By
 * default none (404), a deployment without sub-applications (tests/setup/msw.ts);
 * `registerSubApps` gives one for the test, and `serveSubApp` a sub-application's entry.
 */
export const noRegistry = http.get('*/sub-apps.json', () => new HttpResponse(null, { status: 404 }));

export function registerSubApps(subApps: Array<{ prefix: string; entry: unknown }>): void {
  server.use(http.get('*/sub-apps.json', () => HttpResponse.json({ subApps })));
}

/** Serves `body` as the registry file, as an operator may have left it (broken, huge, streamed without a length). */
export function serveRegistryFile(body: string | ReadableStream<Uint8Array>, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): void {
  server.use(http.get('*/sub-apps.json', () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json', ...headers } })));
}

/**
 * Serves an HTML entry at `url`; `status` other than 200 answers with it instead; `once`
 * answers only the next request (a later one gets what was served before).
 */
export function serveSubApp(url: string, html: string, { status = 200, once = false }: { status?: number; once?: boolean } = {}): void {
  const headers = { 'Content-Type': status === 200 ? 'text/html' : 'text/plain' };
  server.use(http.get(url, () => new HttpResponse(status === 200 ? html : 'Not Found', { status, headers }), { once }));
}
