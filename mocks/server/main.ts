import { startMockHttpServer } from '../http/server';

/**
 * `npm run mock:server`: the mock backend as a plain HTTP server on 127.0.0.1
 * (PORT, default 4010), e.g. as PORTAL_PROXY_TARGET for `npm run dev:proxy`.
 */
const port = Number(process.env.PORT ?? 4010);
const server = await startMockHttpServer({ port, host: '127.0.0.1' });
console.log(`Mock backend listening on ${server.url}`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
