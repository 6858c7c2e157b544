import './publicPath';
import './styles.css';
import { prefixOf, render, type AppContext } from './app';
import { cartOf } from './cart';
import { companyOf } from './pages';
import type { Lang, PortalProps, PortalState } from './contract';

/**
 * The demo's sample sub-application, written as an outside team writes one for the portal
 * (README "Sub-application contract"): an HTML entry whose script exports qiankun's
 * lifecycle functions `bootstrap`, `mount` and `unmount` (a UMD library, rsbuild.config.ts),
 * and that also runs on its own. It shows a product page for each prefix the demo registers
 * it for (the marketplace's cart count reaches the portal's header), and, in its developer
 * view, what the portal hands it.
 */

let context: AppContext | null = null;
let stopListening: (() => void) | null = null;

const isLang = (value: unknown): value is Lang => value === 'zh' || value === 'en';

/** Standalone, the state comes from what the portal keeps in storage. */
function stateFromStorage(): PortalState {
  const stored = localStorage.getItem('locale');
  const locale: Lang = isLang(stored) ? stored : 'en';
  const enterpriseId = sessionStorage.getItem('enterpriseId');
  return {
    locale,
    childLocale: locale,
    cartNumber: 0,
    currentPagePath: '',
    enterprise: enterpriseId
      ? {
          enterpriseId,
          companyName: sessionStorage.getItem('companyName') ?? '',
          companyNameCn: null,
          companyIdentCode: sessionStorage.getItem('companyIdentCode'),
          status: null,
          productType: sessionStorage.getItem('enterpriseProductType'),
          enterpriseRole: sessionStorage.getItem('enterpriseRole'),
          location: sessionStorage.getItem('location'),
        }
      : null,
    buttonPermissions: [],
    exportDrawbackMenuList: [],
  };
}

function start(root: HTMLElement, props: PortalProps | null): void {
  const current: AppContext = {
    root,
    routeBase: props?.routeBase ?? null,
    state: stateFromStorage(),
    // One store is bound when the page opens; "Add store" binds the demo's next ones.
    stores: 1,
    notice: null,
    setCart: (count) => {
      // Inside the portal the cart number is the portal's: set it there, the change comes back.
      if (props) props.setGlobalState({ cartNumber: count });
      else {
        current.state = { ...current.state, cartNumber: count };
        render(current);
      }
    },
    jumpToPayment: props?.jumpToPayment ?? null,
    rerender: () => render(current),
  };
  context = current;
  // The portal's router moves within this app's prefix with history.pushState, which qiankun
  // (single-spa) announces as popstate; links and the address bar change the hash.
  const onRoute = () => {
    console.debug('[sample] route', window.location.hash);
    render(current);
  };
  window.addEventListener('popstate', onRoute);
  window.addEventListener('hashchange', onRoute);
  stopListening = () => {
    window.removeEventListener('popstate', onRoute);
    window.removeEventListener('hashchange', onRoute);
  };
  if (props) {
    // Called at once with the current state, then on every change (language, company, cart, route…).
    props.onGlobalStateChange((state) => {
      current.state = state;
      // The header shows the marketplace cart's count, which is the company's: the portal sets
      // it to 0 when another company is chosen, and the marketplace hands it the new one's.
      const count = cartOf(companyOf(current)).length;
      if (prefixOf(current.routeBase) === 'child-marketplacePortal' && state.cartNumber !== count) props.setGlobalState({ cartNumber: count });
      render(current);
    }, true);
  } else {
    current.state = { ...current.state, cartNumber: cartOf(companyOf(current)).length };
    render(current);
  }
}

export async function bootstrap(): Promise<void> {
  // Nothing to prepare: the sample has no data of its own to load.
}

export async function mount(props: PortalProps): Promise<void> {
  const root = document.createElement('div');
  root.setAttribute('data-sample-root', '');
  props.container.append(root);
  start(root, props);
}

// The portal (qiankun) removes this app's global-state listener itself when it unmounts.
export async function unmount(): Promise<void> {
  stopListening?.();
  stopListening = null;
  context?.root.remove();
  context = null;
}

if (!window.__POWERED_BY_QIANKUN__) {
  const root = document.getElementById('sample-root');
  if (root) start(root, null);
}
