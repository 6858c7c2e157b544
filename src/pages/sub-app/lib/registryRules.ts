import { SUB_APP_PREFIXES, type SubAppPrefix } from '@/shared/config';
import { jsonErrorOffset, lineAndColumn } from './jsonErrorOffset';

/**
 * The deployment's sub-application registry (README "Hosting sub-applications"): which entry
 * serves which hash prefix of 000 §2, read at run time from `sub-apps.json` next to
 * index.html, so a deployment changes it without a rebuild:
 *
 *   { "subApps": [{ "prefix": "child-marketplacePortal", "entry": "https://market.example.com/portal/" }] }
 *
 * What the host accepts, and why:
 * - a prefix must be one of 000 §2's (a typo would otherwise register nothing, silently);
 * - an entry must be https: or on the portal's own origin: the host fetches the entry's
 *   HTML and scripts and runs them in the portal's page, with the user's session, so a
 *   plain-http entry would let anyone on the network replace the product's code;
 * - one entry per prefix (the first one counts).
 * An entry that breaks a rule is left out and named in `problems`; its prefix shows the
 * "not available in this deployment" page, as an unregistered one does. A file that cannot
 * be used at all (not JSON, another shape, too large, unreachable) is `unreadable`: every
 * prefix then says the portal's list of products could not be read, not that the product
 * is not hosted, since nobody can tell which it is.
 */
export const REGISTRY_FILE = 'sub-apps.json';

/**
 * The largest registry read. Eleven prefixes with their addresses take about 2 KB; a file
 * beyond this is not a registry, and parsing it would hold up every sub-application route.
 */
export const REGISTRY_MAX_BYTES = 256 * 1024;

export interface Registry {
  /** The entry URL (absolute) of each registered prefix. */
  entries: Partial<Record<SubAppPrefix, string>>;
  /** What was left out, and why (for the deployment's operators, in the console). */
  problems: string[];
  /** The file is there but could not be used at all (its one problem says why). */
  unreadable: boolean;
}

export const EMPTY_REGISTRY: Registry = { entries: {}, problems: [], unreadable: false };

export const unreadableRegistry = (problem: string): Registry => ({ entries: {}, problems: [problem], unreadable: true });

const isPrefix = (value: unknown): value is SubAppPrefix => (SUB_APP_PREFIXES as readonly unknown[]).includes(value);

/** An entry as the host may load it: absolute, https: or on the page's origin; null otherwise. */
export function acceptedEntry(entry: unknown, pageUrl: string): string | null {
  if (typeof entry !== 'string' || entry.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(entry.trim(), pageUrl);
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  if (url.username || url.password) return null;
  return url.protocol === 'https:' || url.origin === page.origin ? url.href : null;
}

/** Reads the registry file's text; `pageUrl` is the portal's address (relative entries resolve against it). */
export function parseRegistryText(text: string, pageUrl: string): Registry {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const offset = jsonErrorOffset(text);
    const where = offset === null ? '' : ` at ${lineAndColumn(text, offset)}`;
    return unreadableRegistry(`${REGISTRY_FILE} is not valid JSON${where}: ${(error as Error).message}`);
  }
  return parseRegistry(document, pageUrl);
}

/** Reads a registry document; `pageUrl` is the portal's address (relative entries resolve against it). */
export function parseRegistry(document: unknown, pageUrl: string): Registry {
  const list = (document as { subApps?: unknown } | null)?.subApps;
  if (!Array.isArray(list)) return unreadableRegistry(`${REGISTRY_FILE}: expected {"subApps": [...]}`);
  const registry: Registry = { entries: {}, problems: [], unreadable: false };
  list.forEach((item: unknown, index) => {
    const { prefix, entry } = (item ?? {}) as { prefix?: unknown; entry?: unknown };
    const where = `${REGISTRY_FILE} subApps[${index}]`;
    if (!isPrefix(prefix)) {
      registry.problems.push(`${where}: "${String(prefix)}" is not a sub-application prefix (${SUB_APP_PREFIXES.join(', ')})`);
      return;
    }
    const accepted = acceptedEntry(entry, pageUrl);
    if (!accepted) {
      registry.problems.push(`${where}: the entry of ${prefix} must be an https: address or one on the portal's own origin: ${String(entry)}`);
      return;
    }
    if (registry.entries[prefix]) {
      registry.problems.push(`${where}: ${prefix} is registered twice; the first entry counts`);
      return;
    }
    registry.entries[prefix] = accepted;
  });
  return registry;
}
