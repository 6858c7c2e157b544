/**
 * The Content-Security-Policy of the portal's page (README "Deploying"), as the
 * `<meta>` of index.html carries it:
 * - STRICT_POLICY: scripts only from the portal's origin, no inline script and no eval.
 *   Every build that hosts no sub-application ships it (the production build's index.html).
 * - SUB_APPS_POLICY: the same, plus 'unsafe-eval' in script-src. The micro-frontend host
 *   (qiankun 2.10, DESIGN §12) runs a sub-application's scripts by fetching them and
 *   evaluating the text in its sandbox, and starts with `new Function`; nothing else
 *   changes (inline scripts stay refused; the entries' files are fetched, so connect-src,
 *   which already allows https: hosts, covers them). The page that hosts sub-applications
 *   ships it: the demo build's and dev server's index.html, and index.sub-apps.html of the
 *   production build, which a deployment that registers sub-applications serves instead.
 */
export const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' blob: https:; worker-src 'self' blob:; frame-src 'self'; media-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

export const SUB_APPS_POLICY = STRICT_POLICY.replace("script-src 'self';", "script-src 'self' 'unsafe-eval';");

/** The production build's second page, for a deployment with sub-applications. */
export const SUB_APPS_PAGE = 'index.sub-apps.html';

/**
 * The Content-Security-Policy header a page is served with (README "Deploying",
 * deploy/nginx): its meta policy, plus what only a header can say. A browser enforces both,
 * so the two never disagree: the header adds, it does not widen.
 */
export const headerPolicy = (metaPolicy: string): string => `${metaPolicy}; frame-ancestors 'none'`;

/** The other response headers every answer of the portal's web server carries (README "Deploying"). */
export const RESPONSE_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // Older browsers; frame-ancestors supersedes it.
  ['X-Frame-Options', 'DENY'],
  // Ignored by browsers on plain http, kept for the https deployment.
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
];
