import { resolve } from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { baseApi } from '@/shared/api';
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

/** A store holding only the API slice, as the app's does, to drive the real endpoints. */
export function createApiStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}
