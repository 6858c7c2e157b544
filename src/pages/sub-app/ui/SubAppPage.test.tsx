import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { get, signInAs } from '@mocks/testing/client';
import { $cartNumber } from '@/entities/cart';
import { $currentProductType, productTypeSelected } from '@/entities/menu';
import { $currentPagePath, sessionCleared, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { registerSubApps, serveRegistryFile, serveSubApp } from '@tests/support/subApps';

/** A same-origin entry, as the registry names it, and the address tests serve it at. */
const ENTRY = '/apps/scb/index.html';
const SERVED = '*/apps/scb/index.html';

/**
 * A sub-application written to the qiankun convention (README "Sub-application contract"),
 * in one inline script: it shows the enterprise it was handed and sets the cart number;
 * with `mountThrows` it breaks while starting, with `overwritesSession` it writes its own
 * enterpriseId and companyName into session storage; `release` names the build it is.
 */
const sampleEntry = ({ mountThrows = false, overwritesSession = false, release = '1.0' } = {}) => `<!doctype html><html><head>
  <title>Sample</title><base href="https://apps.example.com/sample/">
</head><body><script>
  window.kjTestSubApp = {
    bootstrap: function () { return Promise.resolve(); },
    mount: function (props) {
      if (${mountThrows}) return Promise.reject(new Error('mount failed'));
      if (${overwritesSession}) {
        sessionStorage.setItem('enterpriseId', '99999');
        sessionStorage.setItem('companyName', 'Somebody Else Ltd.');
      }
      var view = document.createElement('section');
      var name = document.createElement('p');
      var add = document.createElement('button');
      add.textContent = 'Add one';
      var build = document.createElement('p');
      build.textContent = 'Release ${release}';
      view.append(name, add, build);
      props.container.append(view);
      var cart = 0;
      props.onGlobalStateChange(function (state) {
        cart = state.cartNumber;
        name.textContent = 'Handed: ' + (state.enterprise ? state.enterprise.companyName : '-') + ', ' + state.locale + ', ' + props.routeBase;
      }, true);
      add.addEventListener('click', function () { props.setGlobalState({ cartNumber: cart + 1 }); });
      return Promise.resolve();
    },
    unmount: function (props) { props.container.innerHTML = ''; return Promise.resolve(); }
  };
</script></body></html>`;

async function signedIn() {
  sessionCleared();
  await signInAs('demo.one');
  await get('/kj-web/sys/setOrgId', { orgId: '20001' });
  userSignedIn({ loginName: 'demo.one' });
  chooseForTest('20001', { companyName: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT', status: 'INIT' });
}

describe('the sub-application host (000 §1-§2)', () => {
  beforeEach(signedIn);
  afterEach(() => {
    rs.useRealTimers();
    rs.restoreAllMocks();
  });

  it('says a product is not available in a deployment that registers none, inside the shell', async () => {
    await renderApp('/childScbPortal/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'International settlement is not available in this deployment' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product centre' })).toHaveAttribute('href', '/main-productCenter');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    await renderApp('/childScbPortal/home', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '此部署未提供国际结算' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('treats an entry the registry may not name (plain http on another origin) as not registered', async () => {
    registerSubApps([{ prefix: 'childScbPortal', entry: 'http://apps.example.com/scb/' }]);
    await renderApp('/childScbPortal/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'International settlement is not available in this deployment' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says the list of products could not be read when the registry is broken, not that the product is not hosted; Retry reads it again', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    // One comma too many, as a hand edit leaves it.
    serveRegistryFile('{"subApps": [{"prefix": "child-digipoPortal", "entry": "/apps/digipo/index.html"},]}');
    await renderApp('/child-digipoPortal/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'DIGIPO cannot be opened' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("The portal's list of products could not be read. Try again; if it keeps failing, please contact your administrator.")).toBeInTheDocument();
    expect(screen.queryByText(/does not host/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/sub-apps\.json is not valid JSON at line 1, column 83/));

    // Fixed by the operator: Retry reads it again and mounts the product (another address:
    // qiankun keeps what it loaded for the page's lifetime).
    registerSubApps([{ prefix: 'child-digipoPortal', entry: '/apps/digipo/index.html' }]);
    serveSubApp('*/apps/digipo/index.html', sampleEntry());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Handed: One Trade Co\., Ltd\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('in Chinese, when the registry cannot be read', async () => {
    rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveRegistryFile('{"subApps": [');
    await renderApp('/childScbPortal/home', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '暂时无法打开国际结算' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('无法读取门户的产品列表。请重试；如仍失败，请联系管理员。')).toBeInTheDocument();
  });

  it('shows the e-KYC portal’s sub-application as the whole page, outside the shell', async () => {
    await renderApp('/childEkycPortal/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-KYC portal is not available in this deployment' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    // Outside the shell, the page keeps the current page path itself (000 §3).
    expect($currentPagePath.getState()).toBe('/childEkycPortal/home');
  });

  it('mounts the entry the registry names when the route opens again: a changed entry without a reload', async () => {
    // The operator moves the product to a new release's address while the page is open.
    registerSubApps([{ prefix: 'child-efinancePortal', entry: '/apps/efinance/1.0/index.html' }]);
    serveSubApp('*/apps/efinance/1.0/index.html', sampleEntry({ release: '1.0' }));
    serveSubApp('*/apps/efinance/2.0/index.html', sampleEntry({ release: '2.0' }));
    const { router } = await renderApp('/child-efinancePortal/home');
    expect(await screen.findByText('Release 1.0', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await router.navigate('/main-productCenter');
    await waitFor(() => expect(screen.queryByText(/^Release/)).toBeNull());

    registerSubApps([{ prefix: 'child-efinancePortal', entry: '/apps/efinance/2.0/index.html' }]);
    await router.navigate('/child-efinancePortal/home');
    expect(await screen.findByText('Release 2.0', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Release 1.0')).toBeNull();

    // Rolled back: the first address is mounted again.
    await router.navigate('/main-productCenter');
    await waitFor(() => expect(screen.queryByText(/^Release/)).toBeNull());
    registerSubApps([{ prefix: 'child-efinancePortal', entry: '/apps/efinance/1.0/index.html' }]);
    await router.navigate('/child-efinancePortal/home');
    expect(await screen.findByText('Release 1.0', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('contains an entry that answers 404: the error with Retry, the shell around it untouched; away and back it still fails so, and once the address answers Retry mounts it', async () => {
    registerSubApps([{ prefix: 'childScbPortal', entry: ENTRY }]);
    serveSubApp(SERVED, '', { status: 404 });
    const { router } = await renderApp('/childScbPortal/home');
    const failed = { level: 1, name: 'International settlement could not be started' } as const;
    expect(await screen.findByRole('heading', failed, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Its files could not be loaded. Check your connection, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    // Another page, then back while the entry still answers 404: the error again, with Retry.
    await router.navigate('/main-productCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product centre' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', failed)).toBeNull();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', failed, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Its files could not be loaded. Check your connection, then try again.')).toBeInTheDocument();

    // The same address answers again: Retry mounts it.
    serveSubApp(SERVED, sampleEntry());
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Handed: One Trade Co., Ltd., en, #/childScbPortal', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', failed)).toBeNull();
  });

  it('keeps the entry’s own HTML hidden under the spinner until mounted; one that never finishes mounting did not finish starting (not a connection problem)', async () => {
    // Only the host's time limit is sped up; everything else runs on real time.
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    rs.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSubApps([{ prefix: 'child-iDDPortal', entry: '/apps/idd/index.html' }]);
    serveSubApp(
      '*/apps/idd/index.html',
      `<!doctype html><html><body><p>Enable JavaScript to use invoice discounting.</p><script>
        window.kjTestSubApp = {
          bootstrap: function () { return Promise.resolve(); },
          mount: function () { return new Promise(function () {}); },
          unmount: function () { return Promise.resolve(); }
        };
      </script></body></html>`,
    );
    await renderApp('/child-iDDPortal/home');
    const splash = await screen.findByText('Enable JavaScript to use invoice discounting.', undefined, { timeout: 15_000 });
    expect(splash).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Invoice discounting…');

    await rs.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice discounting could not be started' })).toBeInTheDocument();
    expect(screen.getByText('It did not finish starting in time. Try again; if it keeps happening, please contact your administrator.')).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(splash).not.toBeVisible();
  });

  it('mounts a registered sub-application with the portal’s state; its cart number reaches the portal at once', async () => {
    registerSubApps([{ prefix: 'childScbPortal', entry: ENTRY }]);
    serveSubApp(SERVED, sampleEntry());
    const base = document.baseURI;
    await renderApp('/childScbPortal/home');
    expect(await screen.findByText('Handed: One Trade Co., Ltd., en, #/childScbPortal', undefined, { timeout: 15_000 })).toBeInTheDocument();
    // Its <head> lands in its container, but its <base> does not become the page's.
    expect(document.baseURI).toBe(base);
    const before = $cartNumber.getState();
    fireEvent.click(await screen.findByRole('button', { name: 'Add one' }));
    await waitFor(() => expect($cartNumber.getState()).toBe(before + 1));
  });

  it('contains a sub-application whose mount throws: the error with Retry, and Retry starts it afresh', async () => {
    // Another area and address: qiankun keeps what it loaded for a page's lifetime.
    registerSubApps([{ prefix: 'childDocExchange', entry: '/apps/doc-exchange/index.html' }]);
    serveSubApp('*/apps/doc-exchange/index.html', sampleEntry());
    serveSubApp('*/apps/doc-exchange/index.html', sampleEntry({ mountThrows: true }), { once: true });
    await renderApp('/childDocExchange/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document exchange could not be started' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('It stopped with an error while starting. Try again; if it keeps failing, please contact your administrator.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Handed: One Trade Co\., Ltd\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not be started/ })).toBeNull();
  });

  it('keeps the portal’s path while a sub-application that routes by path is mounted: its route goes to the hash below its prefix', async () => {
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = window.location.href;
    // A BrowserRouter-style app: its "About" link pushes a path.
    registerSubApps([{ prefix: 'childDocCheckPortal', entry: '/apps/doc-check/index.html' }]);
    serveSubApp(
      '*/apps/doc-check/index.html',
      `<!doctype html><html><body><script>
        window.kjTestSubApp = {
          bootstrap: function () { return Promise.resolve(); },
          mount: function (props) {
            var about = document.createElement('button');
            about.textContent = 'About';
            about.addEventListener('click', function () { window.history.pushState({ idx: 1 }, '', '/react16/about'); });
            props.container.append(about);
            return Promise.resolve();
          },
          unmount: function (props) { props.container.innerHTML = ''; return Promise.resolve(); }
        };
      </script></body></html>`,
    );
    try {
      const { pathname, search } = window.location;
      const { router } = await renderApp('/childDocCheckPortal/home');
      fireEvent.click(await screen.findByRole('button', { name: 'About' }, { timeout: 15_000 }));
      expect([window.location.pathname, window.location.search, window.location.hash]).toEqual([pathname, search, '#/childDocCheckPortal/react16/about']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[sub-applications] childDocCheckPortal changed the page\'s path with history.pushState to /react16/about'));
      expect(screen.getByRole('button', { name: 'About' })).toBeInTheDocument();

      // Unmounted, it guards nothing any more.
      await router.navigate('/main-productCenter');
      await waitFor(() => expect(screen.queryByRole('button', { name: 'About' })).toBeNull());
      await waitFor(() => {
        window.history.pushState(null, '', '/elsewhere');
        expect(window.location.pathname).toBe('/elsewhere');
      });
    } finally {
      window.history.replaceState(null, '', start);
    }
  });

  it('writes the portal’s session values back when a sub-application that overwrote them unmounts (000 §3)', async () => {
    registerSubApps([{ prefix: 'childUserPt', entry: '/apps/user-pt/index.html' }]);
    serveSubApp('*/apps/user-pt/index.html', sampleEntry({ overwritesSession: true }));
    const { router } = await renderApp('/childUserPt/home');
    expect(await screen.findByText(/^Handed: One Trade Co\., Ltd\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect([sessionStorage.getItem('enterpriseId'), sessionStorage.getItem('companyName')]).toEqual(['99999', 'Somebody Else Ltd.']);
    await router.navigate('/main-productCenter');
    await waitFor(() => expect(screen.queryByText(/^Handed:/)).toBeNull());
    await waitFor(() => expect([sessionStorage.getItem('enterpriseId'), sessionStorage.getItem('companyName')]).toEqual(['20001', 'One Trade Co., Ltd.']));
  });

  it('marks the product IDD while the IDD user portal is mounted (000 §2), and not after it leaves', async () => {
    registerSubApps([{ prefix: 'childiDDUserPortal', entry: '/apps/idd-user/index.html' }]);
    serveSubApp('*/apps/idd-user/index.html', sampleEntry());
    productTypeSelected('ACCOUNT');
    const { router } = await renderApp('/childiDDUserPortal/home');
    expect(await screen.findByText(/^Handed: One Trade Co\., Ltd\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect($currentProductType.getState()).toBe('IDD'));
    await router.navigate('/main-productCenter');
    await waitFor(() => expect($currentProductType.getState()).toBe('ACCOUNT'));
    expect(screen.queryByText(/^Handed:/)).toBeNull();
  });
});

describe('a company switch while a sub-application is mounted (000 §3)', () => {
  beforeEach(async () => {
    sessionCleared();
    await signInAs('demo.many');
    await get('/kj-web/sys/setOrgId', { orgId: '20015' });
    userSignedIn({ loginName: 'demo.many' });
    chooseForTest('20015', { companyName: 'Epsilon Market Ltd.', status: 'ENDURANCE', productType: 'MARKET', enterpriseRole: 'FUND' });
  });

  it('reaches it without a remount: the switcher’s choice lands below its prefix and the same sample shows the new company (Epsilon → Kappa)', async () => {
    registerSubApps([{ prefix: 'child-marketplacePortal', entry: '/apps/marketplace/index.html' }]);
    serveSubApp('*/apps/marketplace/index.html', sampleEntry());
    const { route } = await renderApp('/child-marketplacePortal/buyCar');
    // The sample's own element: a remount would empty the container and make a new one.
    const handed = await screen.findByText('Handed: Epsilon Market Ltd., en, #/child-marketplacePortal', undefined, { timeout: 15_000 });
    const container = handed.closest('[data-sub-app]');
    expect(container).toHaveAttribute('data-sub-app', 'child-marketplacePortal');

    const switcher = await screen.findByRole('button', { name: 'Switch company: Epsilon Market Ltd.' });
    await waitFor(() => expect(switcher).toBeEnabled());
    fireEvent.click(switcher);
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Kappa Market Ltd\./ }));
    await waitFor(() => expect(route()).toBe('/child-marketplacePortal/home'), { timeout: 15_000 });
    await waitFor(() => expect(handed).toHaveTextContent('Handed: Kappa Market Ltd., en, #/child-marketplacePortal'));
    expect(handed).toBeInTheDocument();
    expect(handed.closest('[data-sub-app]')).toBe(container);
    expect(screen.getAllByText(/^Handed:/)).toEqual([handed]);
  });
});
