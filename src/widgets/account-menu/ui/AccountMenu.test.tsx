import { describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, signInAs } from '@mocks/testing/client';
import { userSignedIn } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
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
