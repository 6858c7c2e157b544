import type { KnipConfig } from 'knip';

// The plugins find the rest: rsbuild (the portal's and the sample sub-application's entries),
// rstest (the tests of its three configs), playwright, eslint, tsx and the package.json scripts.
const config: KnipConfig = {
  entry: [
    'src/app/html/boot.js', // read from disk by rsbuild.config.ts (pluginBoot)
    'src/app/html/frameForm.js', // read from disk by rsbuild.config.ts (pluginBoot)
    'src/app/entrypoint/mockDateFns.ts', // rsbuild.config.ts's alias for the date-fns of @mswjs/data
    'tests/e2e/*.setup.ts', // playwright.config.ts matches it with a RegExp
    'tests/e2e/artefacts/deployment.ts', // a command of playwright.config.ts's SERVERS, which tests/e2e/support/servers.mjs runs
    'scripts/bench/bareHost.ts', // built by scripts/bench-sub-app.mjs
    'mocks/scripts/make-*.ts', // run by hand (mocks/README.md)
    'steiger.config.ts', // no knip plugin for steiger
    'openapi/endpoints.codegen.cjs', // the config of rtk-query-codegen-openapi (npm run gen:api)
    // A sub-application's own build, which tests/e2e/sub-app-fixture.spec.ts runs (knip's rsbuild
    // plugin would resolve its entry from the root, not from the config's folder).
    'tests/fixtures/contract-sub-app/{rsbuild.config,src/index}.ts',
  ],
  // The worker msw generates into the public folder the mock builds copy.
  msw: { entry: ['mocks/public/mockServiceWorker.js'] },
  // Generated (npm run gen:api): the whole document's types, and each endpoint's, used or not.
  ignoreIssues: { 'src/shared/api/schema.gen.ts': ['types'], 'src/shared/api/endpoints.gen.ts': ['types'] },
  ignoreDependencies: [
    '@pact-foundation/pact-cli', // its pact-broker binary is spawned by tests/contract/support/brokerCommands.ts
    'axe-core', // types only, of the version @axe-core/playwright brings
    'date-fns', // mockDateFns.ts stands in for the version @mswjs/data brings
    '@rspack/core', // types only (import.meta.webpackContext), of the version @rsbuild/core brings
  ],
};

export default config;
