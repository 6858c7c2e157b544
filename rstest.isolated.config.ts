import { defineConfig } from '@rstest/core';
import { NEEDING_FRESH_MODULES, COMPONENT_SETUP, POOL, shared } from './rstest.config';

/**
 * The component tests that cannot share a worker's modules with other files (see
 * NEEDING_FRESH_MODULES in rstest.config.ts): each file gets fresh modules, as rstest does
 * by default. `npm run test:unit` runs them after the rest.
 */
export default defineConfig({
  ...shared,
  include: NEEDING_FRESH_MODULES,
  setupFiles: COMPONENT_SETUP,
  pool: POOL,
  reporters: ['default', ['json', { outputPath: 'test-results-timings/unit-isolated.json' }]],
});
