import { portalAddress } from '@/shared/lib/navigation';
import { EMPTY_REGISTRY, parseRegistryText, REGISTRY_FILE, REGISTRY_MAX_BYTES, unreadableRegistry, type Registry } from '../lib/registryRules';

/** How long the registry may take before the host gives up on it. */
const REGISTRY_TIMEOUT_MS = 10_000;

/**
 * The deployment's registry, read each time a sub-application route opens (a small file the
 * browser revalidates; README "Hosting sub-applications" says when a change takes effect).
 * No file (404) is a deployment without sub-applications. A file that cannot be read or
 * used is unreadable, and the console tells the deployment's operators why (the parse
 * error with its line and column, the size, the HTTP status).
 */
export async function loadRegistry(): Promise<Registry> {
  const registry = await readRegistry();
  for (const problem of registry.problems) console.warn(`[sub-applications] ${problem}`);
  return registry;
}

async function readRegistry(): Promise<Registry> {
  // Next to index.html, wherever a sub-application may have moved the page's path.
  const url = new URL(REGISTRY_FILE, portalAddress()).href;
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (response.status === 404) return EMPTY_REGISTRY;
    if (!response.ok) return unreadableRegistry(`${REGISTRY_FILE} could not be read: HTTP ${response.status}`);
    const text = await textUpTo(response, REGISTRY_MAX_BYTES);
    if (text === null) return unreadableRegistry(`${REGISTRY_FILE} is larger than ${REGISTRY_MAX_BYTES / 1024} KB and was not read (every prefix registered takes about 2 KB)`);
    return parseRegistryText(text, portalAddress());
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return unreadableRegistry(`${REGISTRY_FILE} could not be read: ${timedOut ? `no answer within ${REGISTRY_TIMEOUT_MS / 1000} s` : String(error)}`);
  }
}

/** The body as text, or null as soon as it is over `limit` bytes: the rest is not downloaded, let alone parsed. */
async function textUpTo(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length'));
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  // Cancelled, not awaited: nothing of the rest is wanted, and how long the transport takes
  // to let go (MSW's interceptor in tests never says) does not matter.
  const stop = () => void reader.cancel().catch(() => undefined);
  if (declared > limit) {
    stop();
    return null;
  }
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      stop();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
