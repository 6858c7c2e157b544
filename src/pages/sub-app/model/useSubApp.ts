import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartNumberChanged } from '@/entities/cart';
import { iddHostMounted, iddHostUnmounted, useShellMenu } from '@/entities/menu';
import { sessionValuesRewritten } from '@/entities/session';
import type { SubAppPrefix } from '@/shared/config';
import { portalAddress } from '@/shared/lib/navigation';
import { notify } from '@/shared/ui/notifier';
import { IDD_USER_PORTAL } from '../config/areas';
import { keepPortalPath, type PathGuard } from '../lib/pathGuard';
import { paymentJump } from '../lib/paymentJump';
import { readSubAppChange } from '../lib/sharedState';
import type * as HostModule from './host';
import { useSharedState } from './useSharedState';

type Host = typeof HostModule;

/** Why it failed: its files did not load, it threw while starting, or it did not finish starting in time. */
type SubAppFailure = 'load' | 'start' | 'timeout';
export type SubAppStatus = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; cause: SubAppFailure };

export const loadHost = (): Promise<Host> => import(/* webpackChunkName: "sub-app-host" */ './host');

/**
 * Mounts the sub-application registered for a prefix into `container` while the component
 * lives, and unmounts it when the route leaves the prefix (000 §2). The portal's state is
 * shared with it before it mounts and kept up to date after, without a remount; a cart
 * number it sets reaches the shell's badge at once (000 §3); once it is unmounted, the
 * portal's session values are written again (it may have overwritten some). A failure is
 * contained: the status says so and `retry` loads it afresh; the shell around it is untouched.
 */
export function useSubApp(prefix: SubAppPrefix, entry: string, container: RefObject<HTMLDivElement | null>) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { menu } = useShellMenu();
  const state = useSharedState();
  const [status, setStatus] = useState<SubAppStatus>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const host = useRef<Host | null>(null);
  // The latest values for callbacks handed to qiankun once, at mount.
  const latest = useRef({ state, menu, navigate, t });
  useLayoutEffect(() => {
    latest.current = { state, menu, navigate, t };
  });

  // 000 §8: a payment jump that cannot be built alerts instead of navigating.
  const jumpToPayment = useCallback(() => {
    const { menu: current, navigate: go, t: tr } = latest.current;
    const jump = paymentJump(current);
    if (!jump) notify.alert({ title: tr('common:tips'), content: tr('subApp.paymentJumpError'), okText: tr('common:ok') });
    else if (jump.kind === 'route') go(jump.path);
    else window.location.assign(jump.url);
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let live = true;
    let unmount: (() => Promise<void>) | null = null;
    let stopSharing: (() => void) | null = null;
    let pathGuard: PathGuard | null = null;
    let failed: Promise<void> = new Promise(() => undefined);
    loadHost()
      .then((loaded) => {
        if (!live) return;
        host.current = loaded;
        // From before its scripts run until it is unmounted, the page keeps the portal's path.
        pathGuard = keepPortalPath(prefix, portalAddress());
        stopSharing = loaded.shareState(latest.current.state, (next) => {
          const portal = latest.current.state;
          const change = readSubAppChange(next, portal);
          if (change.cartNumber !== null) cartNumberChanged(change.cartNumber);
          if (change.foreignChange) loaded.updateSharedState(portal);
        });
        const app = loaded.mountSubApp(prefix, entry, element, { routeBase: `#/${prefix}`, jumpToPayment });
        unmount = app.unmount;
        failed = app.mounted.then(() => new Promise<void>(() => undefined), () => undefined);
        return app.mounted.then(
          () => live && setStatus({ kind: 'mounted' }),
          (error: unknown) => {
            console.error(`[sub-applications] ${prefix} (${entry}) could not be mounted`, error);
            const cause = error instanceof loaded.SubAppLoadError ? 'load' : error instanceof loaded.SubAppStartTimeout ? 'timeout' : 'start';
            if (live) setStatus({ kind: 'failed', cause });
          },
        );
      })
      .catch((error: unknown) => {
        // The host's own chunk did not load, or qiankun could not start (a policy without 'unsafe-eval').
        console.error('[sub-applications] the host could not start', error);
        if (live) setStatus({ kind: 'failed', cause: 'load' });
      });
    return () => {
      live = false;
      stopSharing?.();
      // Once it is gone, the session values it may have overwritten are the portal's again
      // (000 §3), for the portal and the next sub-application that reads them.
      const gone = unmount?.() ?? Promise.resolve();
      void gone.finally(() => sessionValuesRewritten());
      // Its path changes are undone until it is unmounted; one that failed to mount (it may
      // never settle) is not waited for.
      pathGuard?.left();
      void Promise.race([gone, failed]).finally(() => pathGuard?.release());
    };
  }, [prefix, entry, attempt, container, jumpToPayment]);

  // Later changes reach the mounted sub-application through the global state, without a remount.
  useEffect(() => {
    host.current?.updateSharedState(state);
  }, [state]);

  // 000 §2: while #/childiDDUserPortal is mounted the product is IDD.
  const iddMounted = prefix === IDD_USER_PORTAL && status.kind === 'mounted';
  useEffect(() => {
    if (!iddMounted) return undefined;
    iddHostMounted();
    return () => iddHostUnmounted();
  }, [iddMounted]);

  const retry = useCallback(() => {
    setStatus({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { status, retry, attempt };
}
