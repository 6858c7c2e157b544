import type { PortalState } from './contract';
import { developerViewOn, handedOver, setDeveloperView } from './developer';
import { h } from './dom';
import { pageFor } from './pages';
import { text } from './texts';

/**
 * The sample's screen: the product page its prefix and route ask for, and, when switched on,
 * the developer view of what the portal handed it. `render` is called again whenever the
 * route or the portal's state changes.
 */
export interface AppContext {
  root: HTMLElement;
  /** The hash prefix it serves, e.g. `#/child-marketplacePortal`; null when standalone. */
  routeBase: string | null;
  state: PortalState;
  /** How many of the demo's stores are bound (the store-binding page's own state, while mounted). */
  stores: number;
  /** A message of the last action, shown once (the marketplace's submitted request). */
  notice: string | null;
  setCart(count: number): void;
  jumpToPayment: (() => void) | null;
  rerender(): void;
}

/** The route below the prefix, e.g. `/buyCar?x=1` for `#/child-marketplacePortal/buyCar?x=1`. */
function routeBelow(hash: string, routeBase: string | null): string {
  const route = hash.replace(/^#/, '');
  const base = routeBase?.replace(/^#/, '') ?? '';
  return base && route.startsWith(base) ? route.slice(base.length) || '/' : route || '/';
}

/** The portal prefix of a route base: `#/child-marketplacePortal` → `child-marketplacePortal`. */
export const prefixOf = (routeBase: string | null) => routeBase?.replace(/^#\//, '') ?? '';

export function render(context: AppContext): void {
  const { state, routeBase } = context;
  // The language the portal asks sub-applications to use (000 §4).
  const lang = state.childLocale;
  const route = routeBelow(window.location.hash, routeBase);
  const { title, intro, nav, body } = pageFor(context, lang, prefixOf(routeBase), route);
  context.notice = null;
  const developer = developerViewOn();
  const toggle = h('button', { type: 'button', class: 'sample-dev-toggle', 'aria-pressed': String(developer) }, text(lang, 'developerView'));
  toggle.addEventListener('click', () => {
    setDeveloperView(!developer);
    render(context);
  });
  context.root.replaceChildren(
    h(
      'div',
      { class: 'sample', lang: lang === 'zh' ? 'zh-CN' : 'en' },
      h(
        'header',
        { class: 'sample-header' },
        h('h1', {}, title),
        intro ? h('p', { class: 'sample-muted' }, intro) : null,
        routeBase ? null : h('p', { class: 'sample-muted' }, text(lang, 'standalone')),
        nav ?? null,
      ),
      ...body,
      developer ? handedOver(context, lang, route) : null,
      h('footer', { class: 'sample-footer' }, toggle),
    ),
  );
}
