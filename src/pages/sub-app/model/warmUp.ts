import type { SubAppPrefix } from '@/shared/config';
import { loadHost } from './useSubApp';
import { loadRegistry } from './registry';

/**
 * What a first opening of a sub-application route would otherwise wait for, one after the
 * other, fetched while the user still looks at another page (README "Hosting
 * sub-applications", Cost): this slice's code (the caller's import), the registry (so the
 * browser has revalidated it), and, when it registers any of `prefixes` (the menu's; the
 * caller asks again when they change, after a company switch), the host's chunk with
 * qiankun. The registry is still read again when a route opens, so a change made meanwhile
 * takes effect then. The entries' own files are not fetched ahead: qiankun's prefetch
 * reports a file that fails or times out as an unhandled error on whatever page the user is
 * on. Only on the page that hosts sub-applications: qiankun evaluates code as it loads,
 * which the strict page's policy refuses and reports.
 */
export async function warmUpSubApps(prefixes: readonly SubAppPrefix[]): Promise<void> {
  if (!pageAllowsEval()) return;
  const registry = await loadRegistry();
  if (!prefixes.some((prefix) => registry.entries[prefix])) return;
  // A chunk that does not load now is asked for again when the route opens, which says why.
  await loadHost().catch(() => undefined);
}

/** Whether the page's own policy lets code be evaluated: index.sub-apps.html's does (README "Deploying"), the strict index.html's does not. */
function pageAllowsEval(): boolean {
  const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
  return policy == null || policy.includes("'unsafe-eval'");
}
