import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@mocks/testing/client';
import { enter } from '@tests/support/input';
import { storeIdImages, withoutStoredFiles } from '@tests/support/media';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep, signInToEnterprise } from '@tests/support/wizardStep';
import { LegalStep } from './LegalStep';

/**
 * Step 3 of the company KYC wizard (001 §2.1, §2.3, §6) on its own against the mock; the
 * entries' own rules are in widgets/identity-form (PersonEntries.test.tsx, lib/rules.test.ts).
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });

const BACK = { loginName: 'demo.kyc.back', enterpriseId: '20024', location: 'TERRITORY' };
const OVERSEAS = { loginName: 'demo.kyc.os', enterpriseId: '20022', location: 'OVERSEAS' };

const drafts = () => Object.entries(sessionStorage).filter(([key]) => key.startsWith('wizardDraft:')).map(([, value]) => value);

/**
 * Step 2 of demo.kyc.os saved with a Director as its authorised person (what
 * ManagerStep.test.tsx sends), and the ID images that step uploaded under the manager's media id.
 */
async function saveDirectorManager() {
  signInToEnterprise(OVERSEAS);
  const manager = {
    enterpriseId: '20022', position: ['DIRECTOR'], certificateIssuingPlaceCode: 'SGP', identType: 'PASSPORT', identNo: 'E1234567S',
    lastName: 'Tan', firstName: 'Wei Ming', email: 'kyc.os@demo.kj', phoneAreaCode: '65', phone: '81234567', mediaId: 'MGR20022',
  };
  expect((await post('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal', manager)).code).toBe('200');
  storeIdImages('MGR20022', ['director-front.png', 'director-back.png']);
}

afterEach(forgetStepSession);

describe('step 3: legal person or directors (001 §2.1, §2.3, §6)', () => {
  it('mainland: legal-person wording, the stored entry loaded; next with the ID images missing: warnings, field errors, nothing sent; unsaved input kept as a draft; save stores it without validating and clears the draft', async () => {
    const warnings = recordNotices().warning;
    const requests = recordRequests();
    withoutStoredFiles('LGL20024L1');
    const { save } = await openStep(LegalStep, BACK);
    expect(await screen.findByRole('heading', { name: 'Legal person information' })).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    expect(within(card).getByRole('textbox', { name: 'Family name' })).toHaveValue('刘');
    // Wait until the stored (empty) image lists have loaded into the form.
    await within(card).findByLabelText('Legal person 1 Front of ID', { selector: 'input[type=file]' }, { timeout: 20_000 });
    expect(await save(true)).toBe(false);
    expect(warnings).toEqual(['Please upload the front of the ID document.', 'Please upload the back of the ID document.']);
    expect(await within(card).findAllByText('Please upload the front of the ID document.')).not.toHaveLength(0);
    expect(await requests.to('/kj-kyc/enterprise/handleAfterUpdateLegalInPortal')).toEqual([]);

    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await enter(user, within(card).getByRole('textbox', { name: 'Phone number' }), '99');
    await waitFor(() => expect(drafts().join()).toContain('"phone":"1390001002499"'));
    await user.clear(within(card).getByRole('textbox', { name: 'First name' }));
    await enter(user, within(card).getByRole('textbox', { name: 'First name' }), ' 刚 ');
    expect(await save(false)).toBe(true);
    const [sent] = await requests.to('/kj-kyc/enterprise/updateLegalInPortal');
    expect(sent!.body).toEqual([expect.objectContaining({ enterpriseId: '20024', lastName: '刘', firstName: '刚', name: '刘刚' })]);
    await waitFor(() => expect(drafts()).toEqual([]));
  }, 60_000);

  it('mainland, the older form\'s equalsContact (001 §3): ticked, the authorised person\'s details and ID images are copied and locked; unticked, they are cleared under a fresh media id; the box is saved', async () => {
    const requests = recordRequests();
    // The legal person's own ID images are missing: those shown once ticked are the authorised person's.
    withoutStoredFiles('LGL20024L1');
    const { save } = await openStep(LegalStep, BACK);
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    await within(card).findByLabelText('Legal person 1 Front of ID', { selector: 'input[type=file]' }, { timeout: 20_000 });
    expect(within(card).queryAllByText(/^id-(front|back)\.png$/)).toHaveLength(0);
    const box = within(card).getByRole('checkbox', { name: 'Same as the authorised person' });
    expect(box).not.toBeChecked();
    const text = (name: string) => within(card).getByRole('textbox', { name });
    expect(text('Family name')).toHaveValue('刘');
    const user = userEvent.setup({ pointerEventsCheck: 0 });

    // demo.kyc.back's authorised person is 陈静 (step 2), whose ID images are stored under MGR20024.
    await user.click(box);
    await waitFor(() => expect(text('Family name')).toHaveValue('陈'));
    expect([text('First name'), text('E-mail'), text('Phone number'), text('ID number')].map((field) => (field as HTMLInputElement).value)).toEqual([
      '静',
      'kyc.back@demo.kj',
      '13800010024',
      '440305198807240024',
    ]);
    expect(text('Family name')).toBeDisabled();
    expect(within(card).getByText('Copied from the authorised person: change them there, or untick the box to enter another person.')).toBeInTheDocument();
    expect(await within(card).findAllByText(/^id-(front|back)\.png$/)).toHaveLength(2);
    expect(await save(false)).toBe(true);
    const [copied] = await requests.to('/kj-kyc/enterprise/updateLegalInPortal');
    expect(copied!.body).toEqual([
      expect.objectContaining({ equalsContact: 'Y', mediaId: 'MGR20024', lastName: '陈', firstName: '静', name: '陈静', email: 'kyc.back@demo.kj', identNo: '440305198807240024' }),
    ]);

    await user.click(within(card).getByRole('checkbox', { name: 'Same as the authorised person' }));
    await waitFor(() => expect(text('Family name')).toHaveValue(''));
    expect([text('First name'), text('E-mail'), text('Phone number'), text('ID number')].map((field) => (field as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(text('Family name')).toBeEnabled();
    await waitFor(() => expect(within(card).queryAllByText(/^id-(front|back)\.png$/)).toHaveLength(0));
    expect(await save(false)).toBe(true);
    const [, cleared] = await requests.to('/kj-kyc/enterprise/updateLegalInPortal');
    const [entry] = cleared!.body as { mediaId: string; equalsContact: string; lastName: string | null }[];
    expect(entry).toMatchObject({ equalsContact: 'N', lastName: null });
    expect(entry!.mediaId).toMatch(/^\d+$/);
    // The authorised person's images stay theirs: nothing was deleted.
    expect(await requests.to('/kj-media/media/opera/do/deleteFileByFileId')).toEqual([]);
    expect(await requests.to('/kj-media/media/opera/do/deleteFileByCatgId')).toEqual([]);
  }, 60_000);

  it('overseas: director wording, a first empty entry with further director names', async () => {
    await openStep(LegalStep, OVERSEAS);
    expect(await screen.findByRole('heading', { name: 'Director information' })).toBeInTheDocument();
    const card = await screen.findByRole('group', { name: 'Director 1' });
    expect(within(card).getByRole('group', { name: 'Other directors' })).toBeInTheDocument();
    // equalsContact belongs to the legal person (001 §3), not to directors.
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within(card).getByRole('textbox', { name: 'Family name' })).toHaveValue('');
  }, 60_000);

  it('overseas, the authorised person saved as a Director (listLegalByEnterpriseId, managerPerson Y): Director 1, locked with their ID number and ID images; Add director offered; no legal-person wording', async () => {
    await saveDirectorManager();
    await openStep(LegalStep, OVERSEAS);
    expect(await screen.findByRole('heading', { name: 'Director information' })).toBeInTheDocument();
    expect(screen.queryByText('Legal person information')).toBeNull();
    const card = await screen.findByRole('group', { name: 'Director 1' });
    expect(within(card).getByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    const idNo = within(card).getByRole('textbox', { name: 'ID number' });
    expect(idNo).toHaveValue('E1234567S');
    expect(idNo).toBeDisabled();
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    for (const name of [/director-front\.png/, /director-back\.png/]) expect(await within(card).findAllByRole('button', { name })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /Add director$/ })).toBeEnabled();
  }, 60_000);

  it('read-only: fields disabled, no add or delete', async () => {
    await openStep(LegalStep, { ...BACK, readOnly: true });
    const card = await screen.findByRole('group', { name: 'Legal person 1' });
    expect(within(card).getByRole('textbox', { name: 'Family name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add legal person/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  }, 60_000);
});
