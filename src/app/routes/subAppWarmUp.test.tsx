import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { registerSubApps } from '@tests/support/subApps';
import { SubAppWarmUp } from './SubAppWarmUp';

/**
 * The sub-applications' warm-up (README "Hosting sub-applications", Cost): once a signed-in
 * user's menu offers a product hosted as a sub-application (demo.one's "International
 * settlement", #/childScbPortal), the registry is read while the user is still on the
 * product centre (and the host's chunk loaded), so the first click waits for less; the
 * product's own files are left to its mount. (The root layout
 * renders it; the harness renders it in the layout's overlay place.)
 */

const ENTRY = 'http://localhost:3000/apps/warm-up/index.html';

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
  it('reads the registry while the user is on another page, and leaves the product’s own files to its mount', async () => {
    await enterAsDemoOne();
    registerSubApps([{ prefix: 'childScbPortal', entry: ENTRY }]);
    const requests = recordRequests();
    const app = await renderApp('/main-productCenter', { overlay: <SubAppWarmUp /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product centre' })).toBeInTheDocument();
    await waitFor(async () => expect(await requests.to('/sub-apps.json')).toHaveLength(1));
    expect(await requests.to('/apps/warm-up/index.html')).toHaveLength(0);
    expect(app.route()).toBe('/main-productCenter');
  });

  it('reads nothing before sign-in', async () => {
    registerSubApps([{ prefix: 'childScbPortal', entry: ENTRY }]);
    const requests = recordRequests();
    await renderApp('/login', { overlay: <SubAppWarmUp /> });
    expect(await screen.findByRole('button', { name: /^login$/i })).toBeInTheDocument();
    expect(await requests.to('/sub-apps.json')).toHaveLength(0);
  });
});
