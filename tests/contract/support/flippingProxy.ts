import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FlippingProxy {
  url: string;
  close(): Promise<void>;
}

/** The JSON value with every boolean in it turned the other way. */
function flipBooleans(value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.map(flipBooleans);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, flipBooleans(item)]));
  return value;
}

/**
 * A wrong provider made from a right one: passes every request on to `target` and every
 * answer back, except that each boolean of a JSON answer is turned the other way (the OTP
 * check's true becomes false, and so on). Verification against it must fail every
 * interaction whose answer holds a boolean: the proof that the pacts pin them.
 */
export async function startFlippingProxy(target: string): Promise<FlippingProxy> {
  const server = http.createServer((incoming, outgoing) => {
    const forward = http.request(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        if (/^application\/json/.test(answer.headers['content-type'] ?? '') && body.length > 0) {
          body = Buffer.from(JSON.stringify(flipBooleans(JSON.parse(body.toString('utf8')))), 'utf8');
        }
        const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
        outgoing.end(body);
      });
    });
    forward.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(`The flipping proxy could not reach ${target}: ${error.message}`));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
