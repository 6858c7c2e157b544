import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONSUMER } from './pactFiles';

/** A request the stand-in broker received. */
interface BrokerRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface StandInBroker {
  url: string;
  /** What the verifier asked, in order. */
  requests: BrokerRequest[];
  close(): Promise<void>;
}

/** One provider the stand-in has a pact for, and its answer to that pact's verification results. */
export interface StandInPact {
  pact: object;
  results: { status: number; body: unknown };
}

/**
 * A Pact Broker as far as a provider's verification uses it (its HAL API, as the Pact core
 * walks it): the index, each provider's pacts for verification (one: the portal's, from
 * its main branch), the pact with its links, the provider's branch version, and the
 * publication of the results, answered as told. Enough to run `npm run pact:verify` with
 * PACT_BROKER_BASE_URL and no broker.
 */
export async function startStandInBroker(pacts: Record<string, StandInPact>): Promise<StandInBroker> {
  const requests: BrokerRequest[] = [];
  let url = '';
  const pactPath = (provider: string) => `/pacts/provider/${provider}/consumer/${CONSUMER}/pact-version/stand-in`;

  /** The answer to one request: [status, HAL body]. */
  const answer = (method: string, path: string): [number, unknown] => {
    if (method === 'GET' && path === '/') {
      return [200, { _links: { 'pb:provider-pacts-for-verification': { href: `${url}/pacts/provider/{provider}/for-verification`, templated: true } } }];
    }
    const [, provider, rest] = /^\/(?:pacts\/provider|pacticipants)\/([^/]+)(.*)$/.exec(path) ?? [];
    const known = provider === undefined ? undefined : pacts[provider];
    if (!provider || !known) return [404, { error: `The stand-in broker has no ${method} ${path}` }];
    if (path === `/pacts/provider/${provider}/for-verification`) {
      if (method === 'GET') return [200, { _links: { self: { href: `${url}${path}` } } }];
      return [
        200,
        {
          _embedded: {
            pacts: [
              {
                shortDescription: `latest from ${CONSUMER}'s main branch`,
                verificationProperties: { pending: false, notices: [{ when: 'before_verification', text: `The stand-in broker's pact for ${provider}.` }] },
                _links: { self: { href: `${url}${pactPath(provider)}`, name: `Pact between ${CONSUMER} and ${provider}` } },
              },
            ],
          },
        },
      ];
    }
    if (method === 'GET' && path === pactPath(provider)) {
      return [
        200,
        {
          ...known.pact,
          _links: {
            'pb:provider': { href: `${url}/pacticipants/${provider}` },
            'pb:publish-verification-results': { href: `${url}${pactPath(provider)}/verification-results` },
          },
        },
      ];
    }
    if (method === 'GET' && path === `/pacticipants/${provider}`) {
      return [200, { name: provider, _links: { 'pb:branch-version': { href: `${url}/pacticipants/${provider}/branches/{branch}/versions/{version}`, templated: true } } }];
    }
    if (method === 'PUT' && rest?.startsWith('/branches/')) return [200, {}];
    if (method === 'POST' && path === `${pactPath(provider)}/verification-results`) return [known.results.status, known.results.body];
    return [404, { error: `The stand-in broker has no ${method} ${path}` }];
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const method = incoming.method ?? 'GET';
      const path = new URL(incoming.url ?? '/', url).pathname;
      let body: unknown = text || undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Kept as text.
      }
      requests.push({ method, path, body });
      const [status, answerBody] = answer(method, path);
      outgoing.writeHead(status, { 'content-type': 'application/hal+json' });
      outgoing.end(JSON.stringify(answerBody));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
