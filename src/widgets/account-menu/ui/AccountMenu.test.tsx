import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '@mocks/node';
import { get, post, signInAs } from '@mocks/testing/client';
import { $enterpriseId, sessionStores, userSignedIn } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { AccountMenu, displayName } from './AccountMenu';

/** A journey through the menu renders antd and signs out against the mock: more than the default on a busy machine. */
const JOURNEY_MS = 60_000;

describe('the account tools, one composition for the shell and the wizard pages outside it (000 §1, 001 §2.1)', () => {
  it('named by the user; language stores the chosen locale; change password opens the dialog; logout goes to /login and clears the session, drafts included', async () => {
    await signInAs('demo.kyc.half');
    await get('/kj-web/sys/setOrgId', { orgId: '20023' });
    userSignedIn({ loginName: 'demo.kyc.half', loginUser: { name: 'Half Way' } });
    chooseForTest('20023', { status: null, productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
    // A wizard's draft, kept in session storage under the user's name.
    storage.set('session', 'wizardDraft:demo.kyc.half:20023:1', { manageDetail: 'x' });
    const { route } = await renderApp(<AccountMenu />, { route: '/kycFileCN?id=20023' });
    const user = userEvent.setup();
    const open = async () => user.click(screen.getByRole('button', { name: 'Half Way' }));

    await open();
    await user.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    expect(localStorage.getItem('locale')).toBe('zh');
    await open();
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: /password/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /cancel/i }));
    await open();
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(sessionStorage.length).toBe(0);
  }, JOURNEY_MS);

  it('changes the password from the user menu’s dialog; confirming the success alert logs out: /login, the session cleared (001 §2.10)', async () => {
    const { alerts } = recordNotices();
    await signInAs('demo.one');
    await get('/kj-web/sys/setOrgId', { orgId: '20001' });
    userSignedIn({ loginName: 'demo.one', loginUser: { loginName: 'demo.one', name: 'Demo One' } });
    chooseForTest('20001', { companyName: 'One Trade Co., Ltd.', productType: 'DEFAULT_PRODUCT' });
    const { route } = await renderApp(<AccountMenu />, { route: '/main-productCenter' });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Demo One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await enter(user, within(dialog).getByLabelText('Old password'), DEMO_PASSWORD);
    await enter(user, within(dialog).getByLabelText('New password'), 'Fresh#Pass2026');
    await enter(user, within(dialog).getByLabelText('Confirm new password'), 'Fresh#Pass2026');
    await user.click(within(dialog).getByRole('button', { name: /Submit$/ }));

    await waitFor(() => expect(alerts).toHaveLength(1), { timeout: 20_000 });
    expect(alerts[0]).toMatchObject({ tone: 'success', content: 'Password has been reset successfully. Please login again.', okText: 'Confirm' });
    // Nothing happens until the alert is confirmed.
    expect(route()).toBe('/main-productCenter');
    expect(sessionStores.curLoginName.getState()).toBe('demo.one');

    alerts[0]!.onOk?.();
    await waitFor(() => expect(route()).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStores.curLoginName.getState()).toBeNull();
    expect($enterpriseId.getState()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // Signed out on the server too.
    expect((await post<string | null>('/sso-web/checkLogin')).data).toBeNull();
  }, JOURNEY_MS);
});

describe('the user’s name in the header: family name first in Chinese, given name first in English', () => {
  it.each([
    // The account after the drawback's or KYC's update (demo.kyc.back): its two names, whatever order name has.
    [{ name: '静 陈', firstName: '静', lastName: '陈' }, 'zh', '陈静'],
    [{ name: '静 陈', firstName: '静', lastName: '陈' }, 'en', '陈静'],
    [{ name: 'Min Zhou', firstName: 'Min', lastName: 'Zhou' }, 'zh', 'Zhou Min'],
    [{ name: 'Zhou Min', firstName: 'Min', lastName: 'Zhou' }, 'en', 'Min Zhou'],
    // An account with its display name only: as the server wrote it.
    [{ name: 'Half Way', firstName: null, lastName: null }, 'zh', 'Half Way'],
  ] as const)('%j in %s: %s', (account, locale, shown) => {
    expect(displayName([account, null], 'demo.kyc.back', locale)).toBe(shown);
  });
});
