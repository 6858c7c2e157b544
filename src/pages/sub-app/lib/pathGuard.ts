import type { SubAppPrefix } from '@/shared/config';

/**
 * The portal routes by hash (DESIGN §6) and its address never changes but for the hash. A
 * sub-application that routes by path (react-router's BrowserRouter, vue-router's history
 * mode) changes the page's path with `history.pushState`/`replaceState`: the portal's hash
 * router, finding no route in the hash, would leave the sub-application, and the page would
 * sit on a path where the portal's relative addresses mean other files. README
 * "Sub-application contract": such a change is put back as the portal's address with the
 * sub-application's route as the hash below its prefix.
 */

/**
 * What `next` (an address handed to pushState/replaceState) becomes while `prefix` is
 * mounted in the portal at `portal`: null when it is the portal's address with a hash
 * route (the portal's router, a hash-routing sub-application); else the portal's address
 * with `#/<prefix><the path and query asked for>`. Another origin is left alone (the
 * browser refuses it anyway).
 */
export function portalPathFor(next: URL, portal: URL, prefix: SubAppPrefix): string | null {
  if (next.origin !== portal.origin) return null;
  if (next.pathname === portal.pathname && next.search === portal.search && next.hash !== '') return null;
  return `${portal.pathname}${portal.search}#/${prefix}${next.pathname}${next.search}`;
}

type UpdateState = History['pushState'];

export interface PathGuard {
  /** The user left its route while it still runs (it is unmounting, or has not finished mounting): a change is undone, the portal's route stays. */
  left: () => void;
  /** It is gone: everything passes. */
  release: () => void;
}

/**
 * While it is on, a change of the page's path through `history.pushState`/`replaceState` is
 * put back (portalPathFor), with a console warning naming the sub-application. The methods
 * are wrapped on the history object, over whatever is there (single-spa's own wrapper,
 * which announces the change as popstate to both routers); a wrapper added over this one
 * later keeps working: released, this one passes through.
 */
export function keepPortalPath(prefix: SubAppPrefix, portalAddress: string): PathGuard {
  const { history } = window;
  const portal = new URL(portalAddress);
  let state: 'routing' | 'left' | 'released' = 'routing';
  const guard = (original: UpdateState, method: string): UpdateState =>
    function (this: History, data, unused, url) {
      if (state !== 'released' && url !== undefined && url !== null) {
        const asked = new URL(url, window.location.href);
        const routed = portalPathFor(asked, portal, prefix);
        if (routed !== null) {
          const back = state === 'routing' ? routed : `${portal.pathname}${portal.search}${window.location.hash}`;
          console.warn(
            `[sub-applications] ${prefix} changed the page's path with history.${method} to ${asked.pathname}${asked.search}: ` +
              `the portal routes by hash, so it was put back as ${back} (README "Sub-application contract", Routing)`,
          );
          return original.call(this, data, unused, back);
        }
      }
      return original.call(this, data, unused, url);
    };
  const originals = { pushState: history.pushState, replaceState: history.replaceState };
  const guards = { pushState: guard(originals.pushState, 'pushState'), replaceState: guard(originals.replaceState, 'replaceState') };
  history.pushState = guards.pushState;
  history.replaceState = guards.replaceState;
  return {
    left: () => {
      if (state === 'routing') state = 'left';
    },
    release: () => {
      state = 'released';
      if (history.pushState === guards.pushState) history.pushState = originals.pushState;
      if (history.replaceState === guards.replaceState) history.replaceState = originals.replaceState;
    },
  };
}
