import { defineConfig } from '@rstest/core';
import { shared } from './rstest.config';

/**
 * Pact consumer tests (DESIGN §4): the real RTK Query endpoints against Pact's mock
 * server. No MSW here: requests must reach Pact over the network. Built as the unit tests
 * are (rstest.config.ts `shared`: the build-time settings, the aliases, the packages Node loads).
 */
export default defineConfig({
  ...shared,
  include: ['tests/contract/**/*.pact.test.ts'],
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
