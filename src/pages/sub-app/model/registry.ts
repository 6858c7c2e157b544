import { EMPTY_REGISTRY, parseRegistry, REGISTRY_FILE, type Registry } from '../lib/registry';

/** How long the registry may take before the host treats the deployment as having none. */
const REGISTRY_TIMEOUT_MS = 10_000;

/**
 * The deployment's registry, read each time a sub-application route opens (a small file the
 * browser revalidates; an operator's change takes effect on the next visit). No file (404)
 * is a deployment without sub-applications; a file that cannot be read or parsed is
 * treated the same, and said so in the console for the deployment's operators.
 */
export async function loadRegistry(): Promise<Registry> {
  const registry = await readRegistry();
  for (const problem of registry.problems) console.warn(`[sub-applications] ${problem}`);
  return registry;
}

async function readRegistry(): Promise<Registry> {
  const url = new URL(REGISTRY_FILE, document.baseURI).href;
  const unreadable: Registry = { ...EMPTY_REGISTRY, problems: [`${REGISTRY_FILE} could not be read`] };
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (response.status === 404) return EMPTY_REGISTRY;
    if (!response.ok) return unreadable;
    return parseRegistry(await response.json(), window.location.href);
  } catch {
    return unreadable;
  }
}
