import { defineConfig } from '@rstest/core';
import { NODE_LOADABLE, shared } from './rstest.config';

/**
 * Pact consumer tests (DESIGN §4): the real RTK Query endpoints against Pact's mock
 * server. No MSW here: requests must reach Pact over the network. Built as the unit tests
 * are (rstest.config.ts `shared`: the build-time settings, the aliases, the packages Node loads).
 */
export default defineConfig({
  ...shared,
  include: ['tests/contract/**/*.pact.test.ts'],
  // react-router-dom's CommonJS build requires react-router/dom, which Node 20 resolves to its
  // ES module ('module-sync'); Node 20's require() of that graph throws "Cannot read
  // properties of undefined (reading 'getStatus')" when the first file to load it is one of
  // these (kj-idd.pact.test.ts alone, every time; the whole step when it ran first). Bundled,
  // it is never required by Node. (The Pact core itself needs require() of ES modules.)
  output: { bundleDependencies: [...NODE_LOADABLE.bundled, 'react-router', 'react-router-dom'] },
  setupFiles: ['./tests/setup/unit.ts', './tests/contract/support/setup.ts'],
  // Several test files may add to one provider's pact file; one worker keeps the
  // Pact core's merges into that file apart.
  pool: { maxWorkers: 1 },
  // The files share the worker's loaded modules (React, RTK Query, Pact) instead of loading
  // them again for each of the ~26 files: about half the step's time (as rstest.config.ts).
  // Each test builds its own store and Pact; the setup files reset the rest per file.
  isolate: false,
  testTimeout: 30_000,
  // Per-test durations for `npm test`'s slowest-tests table (scripts/test-all.mjs).
  reporters: ['default', ['json', { outputPath: 'test-results-timings/contract.json' }]],
  // No usage reporting from the Pact core.
  env: { PACT_DO_NOT_TRACK: 'true' },
});
