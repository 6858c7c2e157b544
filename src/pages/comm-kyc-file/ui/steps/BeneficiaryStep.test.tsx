import { createRef } from 'react';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, configure, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, sessionUpdated } from '@/entities/session';
import { ensureOnboardingTexts, localeInitialised, setupI18n } from '@/shared/i18n';
import { recordRequests } from '@tests/support/requests';
import { appStore, renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import type { StepHandle } from '../../model/step';
import { BeneficiaryStep, useBeneficiaryMissing } from './BeneficiaryStep';
import { useLegalMissing } from './LegalStep';
import { withoutStoredFiles } from '@tests/support/media';

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });

function signInAs(login: string, enterpriseId: string) {
  signIn(demoAccountId(login));
  updateSession({ orgId: enterpriseId });
  sessionUpdated({ curLoginName: login });
  chooseForTest(enterpriseId, { location: 'TERRITORY' });
}

async function open(login: string, enterpriseId: string) {
  signInAs(login, enterpriseId);
  const ref = createRef<StepHandle>();
  await renderApp(<BeneficiaryStep ref={ref} enterpriseId={enterpriseId} location="TERRITORY" readOnly={false} />);
  return ref;
}

afterEach(() => {
  sessionCleared();
  sessionStorage.clear();
});

describe('step 4: beneficial owners (001 §2.1, §2.3, §5, §9)', () => {
  it('the authorised person’s entry is read-only; a company entry is edited and saved with only its role’s fields', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const requests = recordRequests();
    const ref = await open('demo.kyc.back', '20024');
    const first = await screen.findByRole('group', { name: 'Beneficial owner 1' });
    expect(within(first).getByRole('textbox', { name: 'Family name' })).toHaveValue('刘');
    expect(within(first).queryByRole('button', { name: /Delete/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Add beneficial owner/ }));
    const second = await screen.findByRole('group', { name: 'Beneficial owner 2' });
    await user.click(within(second).getByRole('radio', { name: 'Company' }));
    await user.type(await within(second).findByRole('textbox', { name: 'Enterprise name' }), '  Harbour Holdings Ltd ');
    await user.tab();
    let saved = false;
    await act(async () => {
      saved = await ref.current!.save(false);
    });
    expect(saved).toBe(true);
    const [sent] = await requests.to('/kj-kyc/enterprise/updateBeneficiary');
    expect(sent!.body).toEqual([
      expect.objectContaining({ contactRoleType: 'PERSONAL', lastName: '刘', enterpriseId: '20024' }),
      expect.objectContaining({ contactRoleType: 'COMPANY', name: 'Harbour Holdings Ltd', lastName: null, gender: null, enterpriseId: '20024' }),
    ]);
  }, 60_000);

  it('a stored owner with managerPerson Y is shown read-only', async () => {
    const ref = await open('demo.kyc.done', '20025');
    const locked = await screen.findByRole('group', { name: 'Beneficial owner 1' });
    expect(await within(locked).findByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    expect(within(locked).getByRole('textbox', { name: 'Family name' })).toBeDisabled();
    const company = screen.getByRole('group', { name: 'Beneficial owner 2' });
    expect(within(company).getByRole('textbox', { name: 'Enterprise name' })).toHaveValue('Suzhou Holding Group Co., Ltd.');
    expect(ref.current).not.toBeNull();
  }, 60_000);
});

describe('missing-list hooks (step 6, 001 §2.1): the stored data judged by the form’s rules', () => {
  async function hook<T>(use: () => T) {
    localeInitialised('en');
    await setupI18n('en');
    await ensureOnboardingTexts();
    const store = appStore();
    return renderHook(use, { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> });
  }

  it('beneficiaries of the returned demo enterprise: only the missing ID images', async () => {
    signInAs('demo.kyc.back', '20024');
    withoutStoredFiles('BEN20024B1');
    const { result } = await hook(() => useBeneficiaryMissing('20024'));
    await waitFor(() => expect(result.current.isLoading).toBe(false), { timeout: 20_000 });
    expect(result.current.missing).toEqual([
      { step: 4, label: 'Beneficial owner 1: Front of ID' },
      { step: 4, label: 'Beneficial owner 1: Back of ID' },
    ]);
  }, 60_000);

  it('a fresh mainland enterprise: no legal person yet', async () => {
    signInAs('demo.kyc.cn', '20021');
    const { result } = await hook(() => useLegalMissing('20021'));
    await waitFor(() => expect(result.current.isLoading).toBe(false), { timeout: 20_000 });
    expect(result.current.missing).toEqual([{ step: 3, label: 'At least one legal person' }]);
  }, 60_000);
});
