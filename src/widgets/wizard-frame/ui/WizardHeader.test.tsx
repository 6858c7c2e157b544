import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, signInAs } from '@mocks/testing/client';
import { userSignedIn } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { draftKey } from '../model/useStepDraft';
import { WizardHeader } from './WizardHeader';

/** A journey through the header renders antd and signs out against the mock: more than the default on a busy machine. */
const JOURNEY_MS = 60_000;

describe('the wizard header (001 §2.1, §2.2)', () => {
  it('the language switch stores the chosen locale; change password opens the dialog; logout goes to /login and clears the session, drafts included', async () => {
    await signInAs('demo.kyc.half');
    await get('/kj-web/sys/setOrgId', { orgId: '20023' });
    userSignedIn({ loginName: 'demo.kyc.half' });
    chooseForTest('20023', { status: null, productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
    storage.set('session', draftKey('demo.kyc.half', { enterpriseId: '20023', step: 1 }), { manageDetail: 'x' });
    const { route } = await renderApp(<WizardHeader title="KYC file" standalone />, { route: '/kycFileCN?id=20023' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'KYC file' })).toBeInTheDocument();
    // Without onBack there is no back control.
    expect(screen.queryByRole('button', { name: 'Back to products' })).toBeNull();
    const header = screen.getByRole('group', { name: 'Account' });
    await user.selectOptions(within(header).getByRole('combobox'), 'zh');
    expect(localStorage.getItem('locale')).toBe('zh');
    await user.click(within(header).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: /password/i })).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(sessionStorage.length).toBe(0);
  }, JOURNEY_MS);

  it('inside the shell (the company KYC wizard): the title only, the shell’s user menu has the account tools', async () => {
    await renderApp(<WizardHeader title="Company KYC" />, { route: '/CommKycFile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Company KYC' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('the back control calls onBack (the KYC file wizard returns to the product centre, 001 §2.2)', async () => {
    let backs = 0;
    await renderApp(<WizardHeader title="KYC file" onBack={() => (backs += 1)} />, { route: '/kycFileCN' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to products' }));
    expect(backs).toBe(1);
  });
});
