import { createRef } from 'react';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, sessionUpdated } from '@/entities/session';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import type { StepHandle } from '../../model/step';
import { LegalStep } from './LegalStep';
import { withoutStoredFiles } from '@tests/support/media';

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });

const ACCOUNTS = {
  back: { login: 'demo.kyc.back', enterpriseId: '20024', location: 'TERRITORY' },
  overseas: { login: 'demo.kyc.os', enterpriseId: '20022', location: 'OVERSEAS' },
} as const;

async function open(which: keyof typeof ACCOUNTS, readOnly = false) {
  const { login, enterpriseId, location } = ACCOUNTS[which];
  signIn(demoAccountId(login));
  updateSession({ orgId: enterpriseId });
  sessionUpdated({ curLoginName: login });
  chooseForTest(enterpriseId, { location });
  const ref = createRef<StepHandle>();
  await renderApp(<LegalStep ref={ref} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />);
  return ref;
}

afterEach(() => {
  sessionCleared();
  sessionStorage.clear();
});

describe('step 3: legal person or directors (001 §2.1, §2.3, §6)', () => {
  it('mainland: legal-person wording, the stored entry loaded; save stores it without validating', async () => {
    const requests = recordRequests();
    const ref = await open('back');
    expect(await screen.findByRole('heading', { name: 'Legal person information' })).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    expect(within(card).getByRole('textbox', { name: 'Family name' })).toHaveValue('刘');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.clear(within(card).getByRole('textbox', { name: 'First name' }));
    await user.type(within(card).getByRole('textbox', { name: 'First name' }), ' 刚 ');
    let saved = false;
    await act(async () => {
      saved = await ref.current!.save(false);
    });
    expect(saved).toBe(true);
    const [sent] = await requests.to('/kj-kyc/enterprise/updateLegalInPortal');
    expect(sent!.body).toEqual([expect.objectContaining({ enterpriseId: '20024', lastName: '刘', firstName: '刚', name: '刘刚' })]);
  }, 60_000);

  it('next with the ID images missing: warnings, field errors, focus on the first invalid field, nothing sent', async () => {
    const warnings = recordNotices().warning;
    const requests = recordRequests();
    withoutStoredFiles('LGL20024L1');
    const ref = await open('back');
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    // Wait until the stored (empty) image lists have loaded into the form.
    await within(card).findByLabelText('Legal person 1 Front of ID', { selector: 'input[type=file]' }, { timeout: 20_000 });
    let advanced = true;
    await act(async () => {
      advanced = await ref.current!.save(true);
    });
    expect(advanced).toBe(false);
    expect(warnings).toEqual(['Please upload the front of the ID document.', 'Please upload the back of the ID document.']);
    expect(await within(card).findAllByText('Please upload the front of the ID document.')).not.toHaveLength(0);
    expect(await requests.to('/kj-kyc/enterprise/handleAfterUpdateLegalInPortal')).toEqual([]);
  }, 60_000);

  it('overseas: director wording, a first empty entry with further director names', async () => {
    await open('overseas');
    expect(await screen.findByRole('heading', { name: 'Director information' })).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Director 1' });
    expect(within(card).getByRole('group', { name: 'Other directors' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Family name' })).toHaveValue('');
  }, 60_000);

  it('read-only: fields disabled, no add or delete', async () => {
    await open('back', true);
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    expect(within(card).getByRole('textbox', { name: 'Family name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add legal person/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  }, 60_000);

  it('unsaved input is kept as a draft and cleared by a save', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const step = await open('back');
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    await user.type(within(card).getByRole('textbox', { name: 'Phone number' }), '99');
    const drafts = () => Object.entries(sessionStorage).filter(([key]) => key.startsWith('wizardDraft:')).map(([, value]) => value);
    await waitFor(() => expect(drafts().join()).toContain('"phone":"1390001002499"'));
    await act(async () => {
      await step.current!.save(false);
    });
    await waitFor(() => expect(drafts()).toEqual([]));
  }, 60_000);
});
