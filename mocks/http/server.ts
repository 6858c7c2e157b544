import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { fail } from '../lib/envelope';
import { reset } from '../scenarios';
import { formatViolation, openApiRequestValidator, openApiValidator, toExchange, toMockedRequest } from '../validation';

export interface MockHttpServer {
  /** Origin the server listens on, e.g. http://127.0.0.1:4010. */
  url: string;
  close(): Promise<void>;
  /** Reseeds the database (Pact state handlers call it). */
  reset(): void;
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

async function send(outgoing: http.ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string[]> = {};
  response.headers.forEach((value, name) => {
    (headers[name] ??= []).push(value);
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The mock backend as a plain HTTP server (DESIGN §5): Pact provider verification and
 * `npm run mock:server`. Each request becomes a Fetch Request answered by the same MSW
 * handlers as the browser and the tests. Like a strict server generated from the OpenAPI
 * document, it refuses a request the document does not allow (logged, answered 400 before
 * any handler runs); a response that breaks the document is logged and replaced by a 500,
 * so verification fails instead of passing on bad data.
 */
export async function startMockHttpServer({ port = 0, host = '127.0.0.1' } = {}): Promise<MockHttpServer> {
  reset();
  let origin = '';
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const request = toRequest(incoming, origin, await readBody(incoming));
        const refused = openApiRequestValidator()(await toMockedRequest(request));
        if (refused) {
          const report = formatViolation(refused);
          console.error(`[mock] request the OpenAPI document does not allow:\n${report}`);
          await send(outgoing, json(400, fail('400', `Request not allowed by the OpenAPI document: ${report}`)));
          return;
        }
        const response = await getResponse(handlers, request);
        if (!response) {
          await send(outgoing, json(404, fail('404', `No mock for ${request.method} ${new URL(request.url).pathname}`)));
          return;
        }
        const violation = openApiValidator()(await toExchange(request, response));
        if (violation) {
          const report = formatViolation(violation);
          console.error(`[mock] response breaks the OpenAPI document:\n${report}`);
          await send(outgoing, json(500, fail('500', `Mock response breaks the OpenAPI document: ${report}`)));
          return;
        }
        await send(outgoing, response);
      } catch (error) {
        console.error('[mock] handler failed', error);
        if (!outgoing.headersSent) await send(outgoing, json(500, fail('500', String(error))));
        else outgoing.end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: origin,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
