/**
 * Redirect targets taken from query parameters (refer, fromUrl, redirect, toPage) are
 * followed only when they stay on our origin or go to an allow-listed one (DESIGN §6).
 * Everything else — other hosts, protocol-relative `//host`, `javascript:`/`data:` URLs,
 * backslash and control-character tricks — is refused.
 */
export type SafeTarget =
  | { kind: 'route'; path: string } // a hash route inside the portal, e.g. "/home?x=1"
  | { kind: 'external'; url: string }; // an allow-listed absolute URL

// Browsers strip these before parsing, so "java\tscript:" would still be script.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F\s]/;

export function checkRedirectTarget(
  raw: string | null | undefined,
  { origin, allowList }: { origin: string; allowList: readonly string[] },
): SafeTarget | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value || CONTROL_CHARACTERS.test(value) || value.includes('\\')) return null;

  // A portal route: "/home", "#/home", "/#/home".
  const route = value.replace(/^\/?#/, '');
  if (route.startsWith('/') && !route.startsWith('//')) {
    return { kind: 'route', path: route };
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null; // relative paths that are not routes, garbage
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null; // "https://ours@evil.com"
  if (url.origin === origin) {
    const hashRoute = url.hash.replace(/^#/, '');
    return hashRoute.startsWith('/') ? { kind: 'route', path: hashRoute } : { kind: 'route', path: '/' };
  }
  return allowList.includes(url.origin) ? { kind: 'external', url: url.toString() } : null;
}
