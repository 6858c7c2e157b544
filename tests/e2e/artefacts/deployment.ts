/**
 * Lays out the production deployment the end-to-end tests serve (servers.ts DEPLOYMENT_DIR)
 * as an operator would by following README "Deploying": the production build (dist/), the six
 * terms PDFs under terms/, and one sub-application (the demo's sample, built into a folder of
 * the deployment) registered in sub-apps.json. Run by playwright.config.ts before
 * `npm run serve:prod` serves it.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_PATH } from '../../../rsbuild.config';
import { TERMS_DOCUMENTS } from '../../../src/shared/config/termsDocuments';
import { DEPLOYED_SUB_APP_PREFIX, DEPLOYMENT_DIR } from './servers';

const BUILD = 'dist';
const DEMO_BUILD = process.env.E2E_DIST ?? 'dist-demo';

if (!existsSync(path.join(BUILD, 'index.html'))) {
  console.error(`deployment: ${BUILD}/index.html is missing: run \`npm run build\` first`);
  process.exit(1);
}
rmSync(DEPLOYMENT_DIR, { recursive: true, force: true });
cpSync(BUILD, DEPLOYMENT_DIR, { recursive: true });

mkdirSync(path.join(DEPLOYMENT_DIR, 'terms'));
for (const { file } of TERMS_DOCUMENTS) copyFileSync(path.join('mocks/public/demo-files', file), path.join(DEPLOYMENT_DIR, 'terms', file));

// The sample as its own build makes it; the demo build has it already when it was built.
const sample = path.join(DEPLOYMENT_DIR, SAMPLE_PATH);
if (existsSync(path.join(DEMO_BUILD, SAMPLE_PATH, 'index.html'))) cpSync(path.join(DEMO_BUILD, SAMPLE_PATH), sample, { recursive: true });
else {
  const built = spawnSync('npx', ['rsbuild', 'build', '--environment', 'sample'], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_MOCK: 'on', PORTAL_OUT: DEPLOYMENT_DIR },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
writeFileSync(
  path.join(DEPLOYMENT_DIR, 'sub-apps.json'),
  `${JSON.stringify({ subApps: [{ prefix: DEPLOYED_SUB_APP_PREFIX, entry: `./${SAMPLE_PATH}/index.html` }] }, null, 2)}\n`,
);
console.log(`deployment: ${DEPLOYMENT_DIR} (dist/, terms/, ${SAMPLE_PATH}, sub-apps.json)`);
