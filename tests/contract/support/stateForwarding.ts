import http from 'node:http';
import https from 'node:https';
import type { VerifierOptions } from '@pact-foundation/pact';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** The two verifier options that hand the provider states to the provider's own endpoint. */
export type StateForwarding = Required<Pick<VerifierOptions, 'stateHandlers' | 'requestFilter'>>;

/** The part of an express request and response the request filter uses. */
interface FilteredRequest {
  body?: unknown;
}
interface FilterResponse {
  status(code: number): { json(body: unknown): unknown };
}

/** `Name: value` → [name, value]. */
const headerPair = (header: string): [string, string] => {
  const colon = header.indexOf(':');
  return [header.slice(0, colon).trim(), header.slice(colon + 1).trim()];
};

/** POSTs JSON; resolves with the answer's status and text, or a status of 0 and the error when there is none. */
function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const text = JSON.stringify(body);
    const request = (url.startsWith('https:') ? https : http).request(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
    request.end(text);
  });
}

/** A request Pact's verifier sends to its proxy's state endpoint (which the request filter sees too). */
const isStateChange = (request: FilteredRequest) => {
  const body = request.body as { action?: unknown; state?: unknown } | undefined;
  return (body?.action === 'setup' || body?.action === 'teardown') && typeof body.state === 'string';
};

/**
 * Pact JS's state handlers (its current way to set provider states up) for a provider
 * whose states endpoint is a URL of its own (README "Contracts for backend teams", step 3):
 * every state, whatever its name (the broker's pacts may name states this checkout does
 * not know), is posted there as `{action, state, params}`, before the interaction and again
 * as a teardown after it, with the verifier's headers (the session cookie the states set
 * the user up in).
 *
 * A state the endpoint refuses (an answer other than 2xx) must fail its interaction, as the
 * README promises. Pact JS answers the verifier 200 whatever a handler does, so the refusal
 * is kept and the request filter answers the interaction's own request with a 500 whose
 * body is the reason, which the verifier prints beside the expected answer; the teardown
 * after the interaction forgets it.
 */
export function forwardStates(statesUrl: string, headers: readonly string[], log: (line: string) => void = console.error): StateForwarding {
  const sent = Object.fromEntries(headers.map(headerPair));
  let refused: string[] = [];

  const change = async (action: 'setup' | 'teardown', state: string, params: unknown) => {
    const { status, text } = await postJson(statesUrl, { action, state, params: params ?? {} }, sent);
    if (status >= 200 && status < 300) return;
    const reason = `provider state "${state}" (${action}) refused by ${statesUrl}: ${status === 0 ? text : `${status} ${text}`}`;
    log(`✗ ${reason}`);
    if (action === 'setup') refused.push(reason);
  };

  const stateHandlers = new Proxy({} as StateHandlers, {
    get: (_handlers, state) =>
      typeof state !== 'string'
        ? undefined
        : {
            setup: async (params?: unknown) => {
              await change('setup', state, params);
              return undefined;
            },
            teardown: async (params?: unknown) => {
              refused = [];
              await change('teardown', state, params);
              return undefined;
            },
          },
  });

  const requestFilter = (request: FilteredRequest, response: FilterResponse, next: () => void) => {
    if (refused.length === 0 || isStateChange(request)) {
      next();
      return;
    }
    const reasons = refused.join('; ');
    refused = [];
    response.status(500).json(`Not sent to the provider: ${reasons}`);
  };

  return { stateHandlers, requestFilter };
}
