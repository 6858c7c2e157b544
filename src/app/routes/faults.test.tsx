import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, signInAs } from '@mocks/testing/client';
import { MESSAGE_CATALOGUES } from '@mocks/messages';
import { iddHostUnmounted, productTypeSelected } from '@/entities/menu';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { chooseForTest } from '@tests/support/session';
import { allowFaultViolations, setFault, type FaultKind } from '@tests/support/faults';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';

/**
 * The signed-in shell against a failing backend (000 §8, the error catalogue), with the
 * mock's fault switch (mocks/lib/faults.ts): whichever call fails and however, the page
 * stays and says what the catalogue says; 01100 raises the session alert once; 830005 goes
 * to /login with the server's message.
 */

// Several suites share a 2-core machine: antd renders can be slow, wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });
allowFaultViolations();

const NOT_RESPONDING = 'The server is not responding. Please contact your administrator.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const PRODUCTS = '/kj-kyc/productEnterprise/listProductInfo';

let notices: NoticeRecord;

beforeEach(async () => {
  sessionCleared();
  productTypeSelected(null);
  iddHostUnmounted();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '#/main-productCenter';
  notices = recordNotices();
  await signInAs('demo.one');
  await get('/kj-web/sys/setOrgId', { orgId: '20001' });
  userSignedIn({ loginName: 'demo.one' });
  chooseForTest('20001', { companyName: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT' });
});

/** The shell is still there: its header, and the product centre's heading. */
async function shellStands() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Product centre' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
}

describe('the shell when calls fail (000 §8)', () => {
  it.each<[FaultKind, string]>([
    ['http500', PRODUCTS],
    ['networkError', PRODUCTS],
    ['invalidJson', PRODUCTS],
    ['http500', '/kj-sys'],
    ['invalidJson', '/kj-web'],
    ['offline', '*'],
  ])('%s on %s: the page stays and says the server is not responding', async (kind, target) => {
    setFault({ target, kind });
    await renderApp('/main-productCenter');
    await waitFor(() => expect(notices.error).toContain(NOT_RESPONDING));
    await shellStands();
    expect(notices.alerts).toEqual([]);
    expect(window.location.hash).toBe('#/main-productCenter');
  });

  it('01100 from every call of a service: one session alert, whose Login Again goes to /login', async () => {
    setFault({ target: '/kj-sys', kind: 'sessionExpired' });
    await renderApp('/main-productCenter');
    await waitFor(() => expect(notices.alerts).toHaveLength(1));
    await shellStands();
    expect(notices.alerts[0]).toMatchObject({ content: SESSION_EXPIRED, okText: 'Login Again' });
    expect(notices.error).toEqual([]);
    notices.alerts[0]!.onOk?.();
    expect(window.location.hash).toMatch(/^#\/login/);
  });

  it('a slow service holds nothing else up: the product centre shows while the notification count waits', async () => {
    setFault({ target: '/kj-sys/notification', kind: 'latency', latencyMs: 20_000 });
    await renderApp('/main-productCenter');
    await shellStands();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    // The count has not come yet (it is held 20 s): the badge shows no number meanwhile.
    expect(screen.getByTestId('notification-badge')).not.toHaveTextContent(/\d/);
    expect(notices.error).toEqual([]);
  });

  it('a failed company list leaves the switcher in place with the current company (the list call is silent)', async () => {
    setFault({ target: '/kj-sys/kjEnterprise/getEnterpriseByType', kind: 'networkError' });
    await renderApp('/main-productCenter');
    await shellStands();
    const switcher = await screen.findByRole('button', { name: 'Switch company: One Trade Co., Ltd.' });
    await waitFor(() => expect(switcher).not.toHaveClass('ant-btn-loading'));
    await userEvent.setup().click(switcher);
    expect(window.location.hash).toBe('#/main-productCenter');
    expect(notices.alerts).toEqual([]);
  });

  it('the notification drawer stays open with the message when its list fails', async () => {
    await renderApp('/main-productCenter');
    await shellStands();
    setFault({ target: '/kj-sys/notification/queryNotificationList', kind: 'http500' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(notices.error).toContain(NOT_RESPONDING));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/main-productCenter');
  });

  it('the downloads popover says its list could not be loaded when the answer is not JSON (it handles its errors itself)', async () => {
    await renderApp('/main-productCenter');
    await shellStands();
    setFault({ target: '/kj-tools', kind: 'invalidJson' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Downloads' }));
    expect(await screen.findByText('The download tasks could not be loaded. Close and reopen to try again.')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/main-productCenter');
  });

  it('the big home stays with its welcome when the shell’s calls fail', async () => {
    setFault({ target: '/kj-sys', kind: 'http500' });
    await renderApp('/bigHome');
    await waitFor(() => expect(notices.error).toContain(NOT_RESPONDING));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, One Trade Co., Ltd.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('830005 on the big home goes to /login with the message', async () => {
    setFault({ target: '/agw-web', kind: 'forcedRelogin' });
    window.location.hash = '#/bigHome';
    await renderApp('/bigHome');
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
    expect(notices.error).toContain(MESSAGE_CATALOGUES['en-US'].forcedRelogin);
  });

  describe('830005 goes to /login and shows the message, whichever call gets it', () => {
    it.each([
      ['the product centre', PRODUCTS],
      ['the menu', '/agw-web/sys/getMenuByEnterprise'],
      ['the notification count', '/kj-sys/notification/getNotificationcount'],
      ['the top notice', '/kj-sys/user/whetherShowNotice'],
      ['the current user', '/kj-web/sys/getCurSysUser'],
      ['the company switcher', '/kj-sys/kjEnterprise/getEnterpriseByType'],
    ])('from %s', async (_name, target) => {
      setFault({ target, kind: 'forcedRelogin' });
      await renderApp('/main-productCenter');
      await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
      expect(notices.error).toContain(MESSAGE_CATALOGUES['en-US'].forcedRelogin);
    });

    it('from the notification drawer', async () => {
      await renderApp('/main-productCenter');
      await shellStands();
      setFault({ target: '/kj-sys/notification/queryNotificationList', kind: 'forcedRelogin' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
      await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
      expect(notices.error).toContain(MESSAGE_CATALOGUES['en-US'].forcedRelogin);
    });

    it('from the downloads popover', async () => {
      await renderApp('/main-productCenter');
      await shellStands();
      setFault({ target: '/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks', kind: 'forcedRelogin' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Downloads' }));
      await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
      expect(notices.error).toContain(MESSAGE_CATALOGUES['en-US'].forcedRelogin);
    });
  });
});
