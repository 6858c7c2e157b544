import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/support/render';
import { WizardHeader } from './WizardHeader';

describe('the wizard header (001 §2.1, §2.2)', () => {
  it('a page outside the shell: the title and the account tools the page gives, as a named group', async () => {
    await renderApp(<WizardHeader title="KYC file" tools={<button type="button">Account tools</button>} />, { route: '/kycFileCN' });
    expect(screen.getByRole('heading', { level: 1, name: 'KYC file' })).toBeInTheDocument();
    // Without onBack there is no back control.
    expect(screen.queryByRole('button', { name: 'Back to products' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Account' })).toContainElement(screen.getByRole('button', { name: 'Account tools' }));
  });

  it('inside the shell (the company KYC wizard): the title only, the shell’s user menu has the account tools', async () => {
    await renderApp(<WizardHeader title="Company KYC" />, { route: '/CommKycFile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Company KYC' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
  });

  it('the back control calls onBack (the KYC file wizard returns to the product centre, 001 §2.2)', async () => {
    let backs = 0;
    await renderApp(<WizardHeader title="KYC file" onBack={() => (backs += 1)} />, { route: '/kycFileCN' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to products' }));
    expect(backs).toBe(1);
  });
});
