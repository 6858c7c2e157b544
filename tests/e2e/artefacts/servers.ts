/**
 * Where each artefact the end-to-end suite drives is served (playwright.config.ts): one port
 * after another from E2E_PORT (default 4178), so several runs on one machine can each take
 * their own range.
 */
const first = Number(process.env.E2E_PORT ?? 4178);

export const PORTS = {
  /** The demo build (the main suite): a static host, the mock in the browser. */
  demo: first,
  /** `npm start`: the dev server, the mock in the browser. */
  devServer: first + 1,
  /** `npm run serve:prod` of the deployment below: the production build behind deploy/nginx, with its own files. */
  production: first + 2,
  /** `npm run serve:prod` of dist/ as the build leaves it: no terms, no sub-applications. */
  productionBare: first + 3,
  /** `npm run mock:server`: the backend both production servers proxy to. */
  mockServer: first + 4,
  /** tests/e2e/support/servers.mjs: answers once all of the above do. */
  servers: first + 5,
} as const;

export const urlOf = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * Waits until every server of the suite answers (support/servers.mjs): the artefacts' servers
 * start beside the first tests, and a spec of theirs waits for them in its `beforeAll`.
 */
export async function untilEveryServerAnswers(): Promise<void> {
  while (!(await fetch(`${urlOf(PORTS.servers)}/all`).then((response) => response.ok, () => false))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The production deployment the tests serve: dist/ plus the files a deployment adds
 * (README "Deploying"): the six terms PDFs, sub-apps.json and a sub-application.
 */
export const DEPLOYMENT_DIR = `${process.env.E2E_OUT ?? 'test-results'}-deployment`;

/** The prefix the deployment registers the sample sub-application for. */
export const DEPLOYED_SUB_APP_PREFIX = 'child-marketplacePortal';
