import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepHandle } from '@/widgets/wizard-frame';
import { enter } from '@tests/support/input';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep } from '@tests/support/wizardStep';
import { ManagerStep } from './ManagerStep';

/**
 * Step 2 of the KYC file wizard (001 §2.2 step 2) on its own against the mock. The manager
 * form's rules (positions by location, NONE, OCR, the ID images) are proven through the
 * company KYC wizard's step (company-kyc ManagerStep.test.tsx); here: this wizard's calls,
 * next's saveManager and back's draft (stagedManager), which getManager answers afterwards.
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });
const SLOW_MS = 40_000;

/** Returned, with steps 1 and 2 saved (the manager's ID images included). */
const RETURNED = { loginName: 'demo.file.back', enterpriseId: '20034', location: 'TERRITORY', heading: 'Authorised person' };

const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('wizardDraft:'));

afterEach(forgetStepSession);

describe('KYC file step 2: the manager (001 §2.2 step 2)', () => {
  it('stage() keeps the typed input as the server’s draft without validating; the step opens on it again; next, once the user-association dialog is confirmed, sends saveManager with the enterprise and editManageUser with the manager’s id and sysUserId', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const first = await openStep(ManagerStep, RETURNED);
    expect(screen.getByLabelText('Family name')).toHaveValue('林');
    expect(screen.getByLabelText('ID number')).toHaveValue('350203199104080034');

    // An incomplete form: the ID number (required) emptied.
    await user.clear(screen.getByLabelText('ID number'));
    await user.clear(screen.getByLabelText('First name'));
    await enter(user, screen.getByLabelText('First name'), '静');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    let staged = false;
    await act(async () => {
      staged = await (first.handle.current as StepHandle).stage!();
    });
    expect(staged).toBe(true);
    const [draft] = await requests.to('/kj-kyc/eKyc/stagedManager');
    expect(draft?.body).toEqual({
      enterpriseId: '20034',
      manager: expect.objectContaining({ enterpriseId: '20034', lastName: '林', firstName: '静', email: 'file.back@demo.kj', mediaId: 'MGR20034' }),
    });
    expect((draft?.body as { manager: { identNo?: unknown } }).manager.identNo ?? null).toBeNull();
    // Kept although the ID number is missing; nothing saved; the session's copy of the input is gone.
    expect(await requests.to('/kj-kyc/eKyc/saveManager')).toEqual([]);
    expect(drafts()).toEqual([]);

    // Opened again: getManager answers the draft.
    cleanup();
    const second = await openStep(ManagerStep, RETURNED);
    expect(screen.getByLabelText('First name')).toHaveValue('静');
    expect(screen.getByLabelText('ID number')).toHaveValue('');
    await screen.findAllByRole('button', { name: /id-back\.png/ });
    await enter(user, screen.getByLabelText('ID number'), '350203199104080034');
    // 林 静 is not the signed-in user (Demo KYC File Returned): next asks first (001 §8); confirm saves and updates the account.
    const saving = (second.handle.current as StepHandle).save(true);
    const dialog = await screen.findByRole('dialog', { name: 'Update your account with these details?' });
    await user.click(within(dialog).getByRole('button', { name: /Update my account and continue/ }));
    let saved = false;
    await act(async () => {
      saved = await saving;
    });
    expect(saved).toBe(true);
    const [manager] = await requests.to('/kj-kyc/eKyc/saveManager');
    expect(manager?.body).toMatchObject({ enterpriseId: '20034', id: '20034M', firstName: '静', identNo: '350203199104080034', position: ['GENERAL_MANAGER'], mediaId: 'MGR20034' });
    const [edited] = await requests.to('/kj-sys/user/editManageUser');
    expect(edited?.body).toMatchObject({ id: '20034M', sysUserId: '10034', identType: 'CREDENTIALS_ID', identNo: '350203199104080034', firstName: '静', lastName: '林', email: 'file.back@demo.kj' });
  }, SLOW_MS);
});
