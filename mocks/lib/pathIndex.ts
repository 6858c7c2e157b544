import { getResponse, http, type RequestHandler } from 'msw';

/**
 * The services' handlers behind one handler that hands a call only to those whose path can
 * match it. MSW tries its handlers in turn, and each one it tries parses the call's URL and
 * cookies: about a hundred per call, a fifth of the demo's start-up in the browser. Every
 * service path is literal (`*` then `/kj-web/...`), so the candidates are the handlers
 * registered under one of the call's path endings; a handler whose path is not literal is
 * always a candidate. MSW's own matching still decides among them, in their order.
 */
export function indexedByPath(handlers: readonly RequestHandler[]): RequestHandler {
  const byPath = new Map<string, RequestHandler[]>();
  const always: RequestHandler[] = [];
  for (const handler of handlers) {
    const path = literalPath(handler);
    if (path === null) always.push(handler);
    else byPath.set(path, [...(byPath.get(path) ?? []), handler]);
  }
  const order = new Map(handlers.map((handler, index) => [handler, index]));
  return http.all('*', ({ request }) => {
    const candidates = [...pathEndings(new URL(request.url).pathname).flatMap((ending) => byPath.get(ending) ?? []), ...always];
    if (candidates.length === 0) return undefined;
    return getResponse(candidates.sort((a, b) => order.get(a)! - order.get(b)!), request);
  });
}

/** The handler's path after its any-origin `*`, lower-cased (MSW matches paths regardless of case), or null when it has parameters or wildcards. */
function literalPath(handler: RequestHandler): string | null {
  const { path } = handler.info as { path?: unknown };
  if (typeof path !== 'string' || !path.startsWith('*/')) return null;
  const rest = path.slice(1);
  return /[:*?()]/.test(rest) ? null : rest.replace(/\/$/, '').toLowerCase();
}

/** `/a/b/c` → `/a/b/c`, `/b/c`, `/c`: what `*` followed by a literal path can match. */
function pathEndings(pathname: string): string[] {
  const path = pathname.replace(/\/$/, '').toLowerCase();
  const endings: string[] = [];
  for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) endings.push(path.slice(at));
  return endings;
}
