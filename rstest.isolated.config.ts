import { defineConfig } from '@rstest/core';
import { ALERTING_SESSION_EXPIRY, COMPONENT_SETUP, shared } from './rstest.config';

/**
 * The component tests that cannot share a worker's modules with other files (see
 * ALERTING_SESSION_EXPIRY in rstest.config.ts): each file gets fresh modules, as rstest does
 * by default. `npm run test:unit` runs them after the rest.
 */
export default defineConfig({
  ...shared,
  include: ALERTING_SESSION_EXPIRY,
  setupFiles: COMPONENT_SETUP,
  pool: { maxWorkers: 2 },
  reporters: ['default', ['json', { outputPath: 'test-results-timings/unit-isolated.json' }]],
});
