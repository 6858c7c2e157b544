import type { Lang, PortalState } from './contract';
import { AREAS, text, type TextKey } from './texts';

/**
 * The sample's screen: the page its route asks for, then what the portal handed it. Plain
 * DOM, every text set as text (never as markup). `render` is called again whenever the
 * route or the portal's state changes.
 */
export interface AppContext {
  root: HTMLElement;
  /** The hash prefix it serves, e.g. `#/child-marketplacePortal`; null when standalone. */
  routeBase: string | null;
  state: PortalState;
  /** Stores the sample itself keeps (bound stores), by its own rules. */
  stores: number[];
  setCart(count: number): void;
  jumpToPayment: (() => void) | null;
  rerender(): void;
}

type Child = Node | string | null | false;

function h(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function button(label: string, onClick: () => void, primary = false): HTMLElement {
  const element = h('button', { type: 'button', class: primary ? 'sample-button sample-primary' : 'sample-button' }, label);
  element.addEventListener('click', onClick);
  return element;
}

/** The route below the prefix, e.g. `/buyCar?x=1` for `#/child-marketplacePortal/buyCar?x=1`. */
export function routeBelow(hash: string, routeBase: string | null): string {
  const route = hash.replace(/^#/, '');
  const base = routeBase?.replace(/^#/, '') ?? '';
  return base && route.startsWith(base) ? route.slice(base.length) || '/' : route || '/';
}

/** The portal prefix of a route base: `#/child-marketplacePortal` → `child-marketplacePortal`. */
const prefixOf = (routeBase: string | null) => routeBase?.replace(/^#\//, '') ?? '';

function page(context: AppContext, lang: Lang, route: string): { title: string; body: HTMLElement[] } {
  const t = (key: TextKey, values?: Record<string, string | number>) => text(lang, key, values);
  const [path = '/', query = ''] = route.split('?');
  const prefix = prefixOf(context.routeBase);
  const { state } = context;
  if (path === '/buyCar') {
    return {
      title: t('cartTitle'),
      body: [
        h('p', { 'data-sample': 'cart' }, t('cartBody', { count: state.cartNumber })),
        h(
          'div',
          { class: 'sample-actions' },
          button(t('addToCart'), () => context.setCart(state.cartNumber + 1), true),
          button(t('removeFromCart'), () => context.setCart(Math.max(0, state.cartNumber - 1))),
        ),
      ],
    };
  }
  if (prefix === 'child-digipoPortal' && path === '/home') return { title: t('digipoTitle'), body: [h('p', {}, t('digipoBody'))] };
  if (path === '/bindStore') {
    // The page's buttons follow the permissions the portal hands over (000 §6 sysSourceList).
    const allowed = (code: string) => state.buttonPermissions.includes(code);
    const guard = (code: string, action: () => void) => () => {
      const message = context.root.querySelector('[data-sample="permission"]');
      if (message) message.textContent = allowed(code) ? '' : t('noPermission');
      if (!allowed(code)) return;
      action();
      context.rerender();
    };
    const storeList = context.stores.length
      ? h('ul', { class: 'sample-list' }, ...context.stores.map((index) => h('li', {}, t('storeName', { index }))))
      : h('p', {}, t('noStores'));
    return {
      title: t('bindStoreTitle'),
      body: [
        h('p', {}, t('bindStoreBody')),
        h(
          'div',
          { class: 'sample-actions' },
          button(t('addStore'), guard('BIND_STORE_ADD', () => context.stores.push((context.stores.at(-1) ?? 0) + 1)), true),
          button(t('removeStore'), guard('BIND_STORE_REMOVE', () => context.stores.pop())),
        ),
        h('p', { role: 'status', class: 'sample-warning', 'data-sample': 'permission' }),
        storeList,
        h(
          'section',
          { class: 'sample-card', 'aria-labelledby': 'sample-pre-approval' },
          h('h2', { id: 'sample-pre-approval' }, t('preApprovalTitle')),
          h('p', {}, t('preApprovalBody')),
          // A portal route: the sample links to it by its hash (the portal routes by hash).
          h('a', { href: '#/preApproval', class: 'sample-button sample-primary' }, t('preApprovalAction')),
        ),
      ],
    };
  }
  if (prefix === 'child-efinancePortal' && path === '/page') {
    const design = new URLSearchParams(query);
    return {
      title: t('designTitle'),
      body: [
        h('p', {}, t('designBody')),
        h('dl', { class: 'sample-facts' }, ...['projectCode', 'appCode', 'appVersion', 'menuCode'].flatMap((name) => [h('dt', {}, name), h('dd', {}, design.get(name) ?? t('none'))])),
      ],
    };
  }
  if (prefix === 'childiDDUserPortal' && context.jumpToPayment) {
    const jump = context.jumpToPayment;
    return { title: t('paymentTitle'), body: [h('p', {}, t('paymentBody')), h('div', { class: 'sample-actions' }, button(t('paymentAction'), jump, true))] };
  }
  const area = AREAS[prefix]?.[lang] ?? prefix;
  return { title: t('areaTitle', { area: area || t('badge') }), body: [h('p', {}, t('areaBody'))] };
}

function handedOver(context: AppContext, lang: Lang, route: string): HTMLElement {
  const t = (key: TextKey) => text(lang, key);
  const { state } = context;
  const enterprise = state.enterprise;
  const enterpriseName = enterprise ? `${(lang === 'zh' && enterprise.companyNameCn) || enterprise.companyName} (${enterprise.enterpriseId})` : t('none');
  const facts: [TextKey, string, string][] = [
    ['route', route, 'route'],
    ['enterprise', enterpriseName, 'enterprise'],
    ['language', t(state.locale), 'locale'],
    ['childLanguage', t(state.childLocale), 'childLocale'],
    ['permissions', state.buttonPermissions.join(', ') || t('none'), 'permissions'],
    ['pagePath', state.currentPagePath || t('none'), 'pagePath'],
    ['cartNumber', String(state.cartNumber), 'cartNumber'],
    ['drawbackMenu', state.exportDrawbackMenuList.map((entry) => (lang === 'zh' ? entry.name : entry.nameEn)).join(', ') || t('none'), 'drawbackMenu'],
  ];
  // The session values of 000 §3 and §9, read by their names, as plain strings.
  const session: [string, string | null][] = ['enterpriseId', 'companyName', 'location', 'enterpriseRole', 'enterpriseProductType', 'curLoginName'].map((key) => [key, sessionStorage.getItem(key)]);
  session.push(['locale', localStorage.getItem('locale')]);
  return h(
    'section',
    { class: 'sample-card', 'aria-labelledby': 'sample-handed-over' },
    h('h2', { id: 'sample-handed-over' }, t('handedOver')),
    h('dl', { class: 'sample-facts' }, ...facts.flatMap(([key, value, name]) => [h('dt', {}, t(key)), h('dd', { 'data-fact': name }, value)])),
    h('h2', {}, t('sessionValues')),
    h('dl', { class: 'sample-facts' }, ...session.flatMap(([key, value]) => [h('dt', {}, key), h('dd', { 'data-session': key }, value ?? t('none'))])),
  );
}

export function render(context: AppContext): void {
  const { state, routeBase } = context;
  // The language the portal asks sub-applications to use (000 §4).
  const lang = state.childLocale;
  const route = routeBelow(window.location.hash, routeBase);
  const { title, body } = page(context, lang, route);
  const prefix = prefixOf(routeBase);
  const links: [string, string][] =
    prefix === 'child-marketplacePortal' ? [['/home', text(lang, 'home')], ['/buyCar', text(lang, 'cartTitle')]] : [];
  context.root.replaceChildren(
    h(
      'div',
      { class: 'sample', lang: lang === 'zh' ? 'zh-CN' : 'en' },
      h(
        'header',
        { class: 'sample-header' },
        h('p', { class: 'sample-badge' }, text(lang, 'badge')),
        h('h1', {}, title),
        routeBase ? null : h('p', {}, text(lang, 'standalone')),
        links.length
          ? h('nav', { 'aria-label': text(lang, 'pages') }, ...links.map(([path, label]) => h('a', { href: `${routeBase}${path}`, class: 'sample-link' }, label)))
          : null,
      ),
      h('div', { class: 'sample-page' }, ...body),
      handedOver(context, lang, route),
    ),
  );
}
