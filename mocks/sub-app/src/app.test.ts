import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { render, type AppContext } from './app';
import type { PortalState } from './contract';

/**
 * The sample's product pages as a client sees them, rendered into the DOM without the portal:
 * the portal's side (mounting, shared state, the header's badge) is the e2e suite's
 * (tests/e2e/sub-apps.spec.ts).
 */

const STATE: PortalState = {
  locale: 'en',
  childLocale: 'en',
  cartNumber: 0,
  currentPagePath: '',
  enterprise: { enterpriseId: '20007', companyName: 'Fund Market Co., Ltd.', companyNameCn: null, companyIdentCode: null, status: 'ENDURANCE', productType: 'MARKET', enterpriseRole: 'FUND', location: 'TERRITORY' },
  buttonPermissions: [],
  exportDrawbackMenuList: [],
};

function mounted(prefix: string, route: string, state: Partial<PortalState> = {}) {
  window.location.hash = `#/${prefix}${route}`;
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const carts: number[] = [];
  const context: AppContext = {
    root,
    routeBase: `#/${prefix}`,
    state: { ...STATE, ...state },
    stores: 1,
    notice: null,
    setCart: (count) => {
      carts.push(count);
      context.state = { ...context.state, cartNumber: count };
    },
    jumpToPayment: null,
    rerender: () => render(context),
  };
  render(context);
  const go = (next: string) => {
    window.location.hash = `#/${prefix}${next}`;
    render(context);
  };
  return { root, context, carts, go };
}

const heading = (root: HTMLElement) => root.querySelector('h1')?.textContent;
const buttonNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name);
const rows = (root: HTMLElement, tableName: string) => {
  const heading = [...root.querySelectorAll('h2')].find((element) => element.textContent === tableName);
  return root.querySelectorAll(`table[aria-labelledby="${heading?.id}"] tbody tr`).length;
};

beforeEach(() => {
  sessionStorage.clear();
});

// The files of a worker share its DOM (rstest.config.ts): the pages go with their test, not into the next file's.
afterEach(() => {
  document.body.replaceChildren();
  window.location.hash = '';
});

describe('the marketplace', () => {
  it('adds offers to the company’s cart, hands the count to the portal, and turns the cart into a purchase request', () => {
    const { root, carts, go } = mounted('child-marketplacePortal', '/home');
    expect(heading(root)).toBe('Marketplace');
    expect(root.querySelectorAll('.sample-offer')).toHaveLength(4);
    buttonNamed(root, 'Add Consumer electronics shipment to Rotterdam to cart')?.click();
    buttonNamed(root, 'Add Solar inverters to a Spanish installer to cart')?.click();
    expect(carts).toEqual([1, 2]);
    expect(root.textContent).toContain('In cart');

    go('/buyCar');
    expect(heading(root)).toBe('Cart');
    expect(rows(root, 'Selected offers')).toBe(2);
    // Two currencies: two totals, never one sum.
    expect(root.querySelector('.sample-figures')?.textContent).toContain('US$248,500 + €412,000');
    buttonNamed(root, 'Submit purchase request')?.click();
    expect(carts.at(-1)).toBe(0);
    expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^Purchase request PR-\d{4}-0502 submitted/);
    expect(root.textContent).toContain('Your cart is empty');

    go('/orders');
    expect(rows(root, 'My orders')).toBe(3);
    expect(root.textContent).toContain('Under review');
  });

  it('keeps each company’s cart apart', () => {
    const first = mounted('child-marketplacePortal', '/home');
    buttonNamed(first.root, 'Add Consumer electronics shipment to Rotterdam to cart')?.click();
    const other = mounted('child-marketplacePortal', '/buyCar', { enterprise: { ...STATE.enterprise!, enterpriseId: '20020' } });
    expect(other.root.textContent).toContain('Your cart is empty');
    expect(other.root.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Cart (0)');
  });
});

describe('the other product pages', () => {
  it('DIGIPO shows its signed contract, in Chinese when the portal asks for it', () => {
    const { root } = mounted('child-digipoPortal', '/home', { childLocale: 'zh' });
    expect(heading(root)).toBe('数字订单');
    expect(root.querySelector('.sample')?.getAttribute('lang')).toBe('zh-CN');
    expect(root.textContent).toContain('KJ-DGP-2026-00921');
    expect(root.textContent).toContain('已生效');
    expect(rows(root, '采购订单')).toBe(3);
  });

  it('store binding adds and removes stores only as the menu permits', () => {
    const { root } = mounted('child-accountSettingPortal', '/bindStore', { buttonPermissions: ['BIND_STORE_ADD'] });
    expect(rows(root, 'Bound stores')).toBe(1);
    buttonNamed(root, 'Add store')?.click();
    expect(rows(root, 'Bound stores')).toBe(2);
    buttonNamed(root, 'Remove store')?.click();
    expect(root.querySelector('[data-sample="permission"]')?.textContent).toBe('No permission. Please contact your administrator.');
    expect(rows(root, 'Bound stores')).toBe(2);
    expect(root.querySelector('a[href="#/preApproval"]')?.textContent).toBe('Connect stores for pre-approval');
  });

  it('e-finance, the IDD user portal and international settlement list their business', () => {
    expect(rows(mounted('child-efinancePortal', '/page?projectCode=EFIN').root, 'Financing')).toBe(4);
    const idd = mounted('childiDDUserPortal', '/home');
    expect(heading(idd.root)).toBe('Invoice payments');
    expect(rows(idd.root, 'Invoice payments')).toBe(3);
    expect(rows(mounted('childScbPortal', '/home').root, 'Recent transactions')).toBe(4);
  });
});

describe('the developer view', () => {
  it('is off for a client, and once switched on shows what the portal handed over on every page', () => {
    const { root, go } = mounted('child-efinancePortal', '/page?projectCode=EFIN&menuCode=MEUC800201');
    expect(root.querySelector('[data-fact]')).toBeNull();
    buttonNamed(root, 'Developer view')?.click();
    expect(root.querySelector('[data-fact="enterprise"]')?.textContent).toBe('Fund Market Co., Ltd. (20007)');
    expect(root.querySelector('[data-fact="designQuery"]')?.textContent).toBe('projectCode=EFIN, menuCode=MEUC800201');
    go('/other');
    expect(root.querySelector('[data-fact="route"]')?.textContent).toBe('/other');
    buttonNamed(root, 'Developer view')?.click();
    expect(root.querySelector('[data-fact]')).toBeNull();
  });
});
