/**
 * The Content-Security-Policy of the portal's page (README "Serving the build"), as the
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
