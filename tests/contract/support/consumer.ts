import { resolve } from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { baseApi, type ApiEnvironment } from '@/shared/api';
import { CONSUMER } from './pactFiles';

// No usage reporting from contract runs (CI and developer machines alike).
process.env.PACT_DO_NOT_TRACK = 'true';


/**
 * A Pact for one kj-* service. The core merges interactions into an existing file
 * (same description and state → replaced), so re-runs leave the file unchanged.
 */
export function pactWith(provider: string): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: resolve(process.cwd(), 'pacts'),
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

let apiBase: string | null = null;

/** Aims the stores created from now on at another origin (the Pact mock server); null: the build-time base. */
export function configureApiBase(url: string | null): void {
  apiBase = url;
}

/**
 * A store holding only the API slice, as the app's does, to drive the real endpoints; its
 * environment gives the API the base configureApiBase set, and no session policy.
 */
export function createApiStore() {
  const environment: ApiEnvironment = apiBase === null ? {} : { baseUrl: apiBase };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: environment } }).concat(baseApi.middleware),
  });
}
