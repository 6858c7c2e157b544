import { initGlobalState, loadMicroApp, type MicroApp } from 'qiankun';

/**
 * The yardstick of `npm run perf:sub-app` (scripts/bench-sub-app.mjs): qiankun alone
 * mounting the demo's sample sub-application, with nothing of the portal around it (no
 * router, no registry, no React). "Open" mounts it as the portal does (same options, state
 * and props), "Close" unmounts it; the second "Open" is a warm mount (qiankun keeps what it
 * loaded). Built next to the demo build's sub-apps/ folder, so the entry is same-origin.
 */
initGlobalState({
  locale: 'en',
  childLocale: 'en',
  cartNumber: 0,
  currentPagePath: '/childScbPortal/home',
  enterprise: null,
  buttonPermissions: [],
  exportDrawbackMenuList: [],
});

const container = document.createElement('div');
container.setAttribute('data-sub-app', 'childScbPortal');
const open = document.createElement('button');
open.textContent = 'Open';
const close = document.createElement('button');
close.textContent = 'Close';
document.body.append(open, close, container);

let app: MicroApp | null = null;
open.addEventListener('click', () => {
  window.history.replaceState(null, '', '#/childScbPortal/home');
  app = loadMicroApp(
    { name: 'childScbPortal', entry: '../sub-apps/sample/index.html', container, props: { routeBase: '#/childScbPortal', jumpToPayment: () => undefined } },
    { sandbox: { experimentalStyleIsolation: true }, singular: false },
  );
});
close.addEventListener('click', () => {
  void app?.unmount().then(() => document.body.setAttribute('data-closed', ''));
});
