import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { registerSubApps, serveSubApp } from '@tests/support/subApps';
import { SubAppWarmUp } from './SubAppWarmUp';

/**
 * The sub-applications' warm-up (README "Hosting sub-applications", Cost): once a signed-in
 * user's menu offers a product hosted as a sub-application (demo.one's "International
 * settlement", #/childScbPortal), the registry and that product's entry are fetched while the
 * user is still on the product centre, so the first click waits for less. (The root layout
 * renders it; the harness renders it in the layout's overlay place.)
 */

// Addresses no other test file uses: the host's loader keeps what it fetched per address for
// the page's life, and test files share a worker's modules.
const ENTRY = 'http://localhost:3000/apps/warm-up/index.html';
const BROKEN_ENTRY = 'http://localhost:3000/apps/warm-up-broken/index.html';
const MENDED_ENTRY = 'http://localhost:3000/apps/warm-up-mended/index.html';
const ENTRY_HTML = '<!doctype html><html><body><div id="scb">International settlement</div></body></html>';

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
});

async function enterAsDemoOne() {
  await signInAs('demo.one');
  await get('/kj-web/sys/setOrgId', { orgId: '20001' });
  userSignedIn({ loginName: 'demo.one' });
  chooseForTest('20001', { companyName: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT' });
}

describe('the sub-applications warm-up', () => {
  it('reads the registry and fetches the entry of a product in the menu while the user is on another page', async () => {
    await enterAsDemoOne();
    registerSubApps([{ prefix: 'childScbPortal', entry: ENTRY }]);
    serveSubApp(ENTRY, ENTRY_HTML);
    const requests = recordRequests();
    const app = await renderApp('/main-productCenter', { overlay: <SubAppWarmUp /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product centre' })).toBeInTheDocument();
    // The host checks that the entry answers, then qiankun's loader fetches it for later.
    await waitFor(async () => expect(await requests.to('/apps/warm-up/index.html')).toHaveLength(2), { timeout: 8000 });
    expect(await requests.to('/sub-apps.json')).toHaveLength(1);
    expect(app.route()).toBe('/main-productCenter');
  });

  it('leaves an entry that does not answer to its mount, which reports it in its place', async () => {
    await enterAsDemoOne();
    registerSubApps([{ prefix: 'childScbPortal', entry: BROKEN_ENTRY }]);
    serveSubApp(BROKEN_ENTRY, ENTRY_HTML, { status: 404 });
    const requests = recordRequests();
    await renderApp('/main-productCenter', { overlay: <SubAppWarmUp /> });
    await waitFor(async () => expect(await requests.to('/apps/warm-up-broken/index.html')).toHaveLength(1), { timeout: 8000 });
    // Given time for a prefetch that should not come.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requests.to('/apps/warm-up-broken/index.html')).toHaveLength(1);
  });

  it('after a failed opening, fetches the mended entry under the key its next mount loads, not the failure the loader keeps', async () => {
    await enterAsDemoOne();
    registerSubApps([{ prefix: 'childScbPortal', entry: MENDED_ENTRY }]);
    serveSubApp(MENDED_ENTRY, ENTRY_HTML, { status: 404 });
    const failed = await renderApp('/childScbPortal/home');
    expect(await screen.findByRole('heading', { level: 1, name: /could not be started/ })).toBeInTheDocument();
    failed.unmount();
    serveSubApp(MENDED_ENTRY, ENTRY_HTML);
    const requests = recordRequests();
    await renderApp('/main-productCenter', { overlay: <SubAppWarmUp /> });
    // The check, then the loader's own fetch; a reused failure would be an unhandled error, failing this test.
    await waitFor(async () => expect(await requests.to('/apps/warm-up-mended/index.html')).toHaveLength(2), { timeout: 8000 });
  });

  it('fetches nothing before sign-in', async () => {
    registerSubApps([{ prefix: 'childScbPortal', entry: ENTRY }]);
    const requests = recordRequests();
    await renderApp('/login', { overlay: <SubAppWarmUp /> });
    expect(await screen.findByRole('button', { name: /^login$/i })).toBeInTheDocument();
    expect(await requests.to('/sub-apps.json')).toHaveLength(0);
  });
});
