import { startMockHttpServer } from '../http/server';

/**
 * `npm run mock:server`: the mock backend as a plain HTTP server on 127.0.0.1
 * (PORT, default 4010; 0 picks a free port), e.g. as PORTAL_PROXY_TARGET for
 * `npm run dev:proxy`, or as the service `npm run pact:verify` checks (its states URL is
 * /_pact/provider-states).
 */
const port = Number(process.env.PORT ?? 4010);
const server = await startMockHttpServer({ port, host: '127.0.0.1' });
console.log(`Mock backend listening on ${server.url}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
