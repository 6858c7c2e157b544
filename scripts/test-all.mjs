#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure (README "Tests").
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npm run -s typecheck'],
  ['eslint', 'npm run -s lint'],
  ['openapi lint', 'npm run -s lint:api'],
  ['steiger (FSD)', 'npm run -s lint:fsd'],
  ['unit and component tests', 'npm run -s test:unit'],
  ['contract tests (Pact consumer, then provider verification of the mock)', 'npm run -s test:contract'],
  ['production build without mock code', 'node scripts/check-build.mjs'],
  ['size budget', 'node scripts/size.mjs --skip-build --budget'],
  ['end-to-end tests (Playwright, demo build)', 'npm run -s test:e2e'],
];

const started = Date.now();
const timings = [];
for (const [name, command] of steps) {
  const stepStart = Date.now();
  console.log(`\n━━ ${name}: ${command}`);
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds}s`);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status}) after ${seconds}s`);
    console.log(timings.join('\n'));
    process.exit(status ?? 1);
  }
}
console.log(`\n✓ all ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(timings.join('\n'));
