import { SUB_APP_PREFIXES } from '@/shared/config';
import { checkRedirectTarget, type SafeTarget } from './safeRedirect';

/**
 * A link target the server supplies (a menu or top-entry url, 000 §3 "Menu node"): the
 * same check as a redirect parameter (DESIGN §6: a portal route on our origin, or an
 * allow-listed origin), and a sub-application route written without its leading slash
 * ("childDocExchange/home", one of the hash prefixes of 000 §2) is read as that route.
 * Anything else — other hosts in any spelling, `javascript:`, `data:` — is null: the
 * caller shows the entry disabled rather than follow it.
 */
export function checkLinkTarget(
  raw: string | null | undefined,
  policy: { origin: string; allowList: readonly string[] },
): SafeTarget | null {
  const value = raw?.trim() ?? '';
  const first = value.split(/[/?#]/, 1)[0] ?? '';
  const bareSubApp = (SUB_APP_PREFIXES as readonly string[]).includes(first);
  return checkRedirectTarget(bareSubApp ? `/${value}` : raw, policy);
}
