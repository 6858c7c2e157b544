import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { fail } from '../lib/envelope';
import { randomHex } from '../lib/random';
import { inSession, keepSessionIfUsed } from '../lib/session';
import { reset } from '../scenarios';
import { isDemoFilePath, serveDemoFile } from './demoFiles';
import { PROVIDER_STATES_PATH, changeState } from './stateChange';
import { formatViolation, openApiRequestValidator, openApiValidator, toExchange, toMockedRequest } from '../validation';

export interface MockHttpServer {
  /** Origin the server listens on, e.g. http://127.0.0.1:4010. */
  url: string;
  close(): Promise<void>;
}

function toRequest(incoming: http.IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function readBody(incoming: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function send(outgoing: http.ServerResponse, response: Response, setCookie?: string): Promise<void> {
  const headers: Record<string, string[]> = {};
  response.headers.forEach((value, name) => {
    (headers[name] ??= []).push(value);
  });
  if (setCookie) (headers['set-cookie'] ??= []).push(setCookie);
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The mock's own fault (its answer breaks the document, a handler threw): HTTP 500 whose
 * JSON body is the reason alone, a string. Where an answer was expected, a verifier then
 * shows that body next to the expected one, so the reason reaches whoever reads the
 * verification, not only the server's log (an envelope's msg is a field no pact names).
 */
const mockFault = (reason: string) => json(500, reason);

/**
 * The cookie that names a client's own session. A client without one (a browser's first
 * calls, a curl) gets a fresh session for each call, and the cookie with the first answer
 * that stored something in it (the captcha, as a server keeps its session only once it holds
 * something: keepSessionIfUsed), so two browsers never share a session; the Pact verifier
 * sends its own on every request (`--header 'Cookie: kj_session=…'`), its state changes included.
 */
const SESSION_COOKIE = 'kj_session';

/** The session id the client's cookie names; read from the raw request (a Fetch Request may drop Cookie, a browser's forbidden header). */
function sessionCookieOf(incoming: http.IncomingMessage): string | null {
  const cookies = incoming.headers.cookie ?? '';
  const named = cookies.split(';').map((part) => part.trim().split('=')).find(([name]) => name === SESSION_COOKIE);
  if (!named?.[1]) return null;
  try {
    return decodeURIComponent(named[1]);
  } catch {
    return named[1];
  }
}

/** The client's session (lib/session.ts); `fresh` when it has none yet, the value of the cookie that would start one. */
function sessionOf(incoming: http.IncomingMessage): { sessionId: string; fresh?: string } {
  const named = sessionCookieOf(incoming);
  if (named) return { sessionId: `cookie:${named}` };
  const fresh = randomHex(16);
  return { sessionId: `cookie:${fresh}`, fresh };
}

/** The Set-Cookie header that starts a fresh session, if the answer stored something in it. */
const cookieStarting = (sessionId: string, fresh?: string) =>
  fresh && keepSessionIfUsed(sessionId) ? `${SESSION_COOKIE}=${fresh}; Path=/; HttpOnly; SameSite=Lax` : undefined;

/** One request: a state change, a demo file, or a kj-* call checked against the OpenAPI document both ways. */
async function answer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === PROVIDER_STATES_PATH && request.method === 'POST') {
    const { status, body } = await changeState(await request.json());
    return json(status, body);
  }
  if (isDemoFilePath(pathname)) return serveDemoFile(request);
  const refused = openApiRequestValidator()(await toMockedRequest(request));
  if (refused) {
    const report = formatViolation(refused);
    console.error(`[mock] request the OpenAPI document does not allow:\n${report}`);
    return json(200, fail('400', `Request not allowed by the OpenAPI document: ${report}`));
  }
  const response = await getResponse(handlers, request);
  // An operation the portal does not call (x-portal-unused) has no handler.
  if (!response) return json(200, fail('404', `No mock for ${request.method} ${new URL(request.url).pathname}`));
  const violation = openApiValidator()(await toExchange(request, response));
  if (violation) {
    const report = formatViolation(violation);
    console.error(`[mock] response breaks the OpenAPI document:\n${report}`);
    return mockFault(`Mock response breaks the OpenAPI document: ${report}`);
  }
  return response;
}

/**
 * The mock backend as a plain HTTP server (DESIGN §5): `npm run mock:server`, which Pact
 * provider verification runs against like any kj-* service. Each request becomes a Fetch
 * Request answered by the same MSW handlers as the browser and the tests. Like a strict
 * server generated from the OpenAPI document, it refuses a request the document does not
 * allow (logged, and answered before any handler runs as the document says every error is:
 * HTTP 200 with the envelope, code 400); a response that breaks the document is logged and
 * replaced by a 500 that says why (mockFault), so verification fails instead of passing on
 * bad data, and shows the reason.
 * It also takes Pact's state changes at PROVIDER_STATES_PATH, serves the demo files the
 * mock's addresses name (lib/demoFiles.ts), and gives each client its own session
 * (SESSION_COOKIE).
 */
export async function startMockHttpServer({ port = 0, host = '127.0.0.1' } = {}): Promise<MockHttpServer> {
  reset();
  let origin = '';
  // One request at a time: each runs in its client's session (lib/session.ts inSession).
  let queue: Promise<unknown> = Promise.resolve();
  const server = http.createServer((incoming, outgoing) => {
    const handle = async () => {
      const { sessionId, fresh } = sessionOf(incoming);
      try {
        const request = toRequest(incoming, origin, await readBody(incoming));
        const response = await inSession(sessionId, () => answer(request));
        await send(outgoing, response, cookieStarting(sessionId, fresh));
      } catch (error) {
        console.error('[mock] handler failed', error);
        if (!outgoing.headersSent) await send(outgoing, mockFault(`Mock handler failed: ${String(error)}`), cookieStarting(sessionId, fresh));
        else outgoing.end();
      }
    };
    queue = queue.then(handle, handle);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
