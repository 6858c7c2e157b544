import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '@tests/support/input';
import { withoutStoredFiles } from '@tests/support/media';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep, renderMissing, signInToEnterprise } from '@tests/support/wizardStep';
import { BeneficiaryStep, useBeneficiaryMissing } from './BeneficiaryStep';
import { useLegalMissing } from './LegalStep';

/**
 * Step 4 of the company KYC wizard (001 §2.1, §2.3, §5, §9) on its own against the mock;
 * the entries' own rules (the COMPANY/PERSONAL switch, counts) are in
 * widgets/identity-form (OwnerEntries.test.tsx, lib/rules.test.ts).
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });

const account = (loginName: string, enterpriseId: string) => ({ loginName, enterpriseId, location: 'TERRITORY' });

afterEach(forgetStepSession);

describe('step 4: beneficial owners (001 §2.1, §2.3, §5, §9)', () => {
  it('the authorised person’s entry is read-only; a company entry is edited and saved with only its role’s fields', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const requests = recordRequests();
    const { save } = await openStep(BeneficiaryStep, account('demo.kyc.back', '20024'));
    const first = await screen.findByRole('group', { name: 'Beneficial owner 1' });
    expect(within(first).getByRole('textbox', { name: 'Family name' })).toHaveValue('刘');
    expect(within(first).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Add beneficial owner/ }));
    const second = await screen.findByRole('group', { name: 'Beneficial owner 2' });
    await user.click(within(second).getByRole('radio', { name: 'Company' }));
    await enter(user, await within(second).findByRole('textbox', { name: 'Enterprise name' }), '  Harbour Holdings Ltd ');
    await user.tab();
    expect(await save(false)).toBe(true);
    const [sent] = await requests.to('/kj-kyc/enterprise/updateBeneficiary');
    expect(sent!.body).toEqual([
      expect.objectContaining({ contactRoleType: 'PERSONAL', lastName: '刘', enterpriseId: '20024' }),
      expect.objectContaining({ contactRoleType: 'COMPANY', name: 'Harbour Holdings Ltd', lastName: null, gender: null, enterpriseId: '20024' }),
    ]);
  }, 60_000);

  it('a stored owner with managerPerson Y is shown read-only', async () => {
    const { handle } = await openStep(BeneficiaryStep, account('demo.kyc.done', '20025'));
    const locked = await screen.findByRole('group', { name: 'Beneficial owner 1' });
    expect(await within(locked).findByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    expect(within(locked).getByRole('textbox', { name: 'Family name' })).toBeDisabled();
    const company = screen.getByRole('group', { name: 'Beneficial owner 2' });
    expect(within(company).getByRole('textbox', { name: 'Enterprise name' })).toHaveValue('Suzhou Holding Group Co., Ltd.');
    expect(handle.current).not.toBeNull();
  }, 60_000);
});

describe('missing-list hooks (step 6, 001 §2.1): the stored data judged by the form’s rules', () => {
  it('beneficiaries of the returned demo enterprise: only the missing ID images', async () => {
    signInToEnterprise(account('demo.kyc.back', '20024'));
    withoutStoredFiles('BEN20024B1');
    const items = await renderMissing(() => useBeneficiaryMissing('20024'));
    expect(items()).toEqual(['4: Beneficial owner 1: Front of ID', '4: Beneficial owner 1: Back of ID']);
  }, 60_000);

  it('a fresh mainland enterprise: no legal person yet', async () => {
    signInToEnterprise(account('demo.kyc.cn', '20021'));
    const items = await renderMissing(() => useLegalMissing('20021'));
    expect(items()).toEqual(['3: At least one legal person']);
  }, 60_000);
});
