import { afterEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@mocks/testing/client';
import type { StepHandle } from '@/widgets/wizard-frame';
import { enter } from '@tests/support/input';
import { storeIdImages } from '@tests/support/media';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep, signInToEnterprise } from '@tests/support/wizardStep';
import { IdentityStep } from './IdentityStep';

/**
 * Step 3 of the KYC file wizard (001 §2.2 step 3, §2.3) on its own against the mock. The
 * entries' own rules (role switch, counts, OCR, managerPerson) are proven in
 * widgets/identity-form (PersonEntries.test.tsx, OwnerEntries.test.tsx) and through the
 * company KYC wizard's steps; here: what this wizard composes (exactly one legal person or
 * director, beneficial owners and shareholders in one form), its warnings, and its calls
 * (getEnterpriseContact, saveEnterpriseContact, stagedEnterpriseContact).
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });
const SLOW_MS = 40_000;

const MAINLAND = { loginName: 'demo.file.cn', enterpriseId: '20031', location: 'TERRITORY', heading: 'Legal person information' };
const HONG_KONG = { loginName: 'demo.file.hk', enterpriseId: '20032', location: 'OVERSEAS', heading: 'Director information' };
/** Returned, step 3 left as a draft by back: a legal person without ID number and images, a complete beneficial owner. */
const RETURNED = { loginName: 'demo.file.back', enterpriseId: '20034', location: 'TERRITORY', heading: 'Legal person information' };
/** The e-KYC portal's mainland enterprise (five-step variant), nothing saved. */
const EFIN = { loginName: 'demo.efin', enterpriseId: '20008', location: 'TERRITORY', heading: 'Legal person information' };

const SAVE = '/kj-kyc/eKyc/saveEnterpriseContact';
const STAGE = '/kj-kyc/eKyc/stagedEnterpriseContact';
const FRONT = 'Please upload the front of the ID document.';
const BACK = 'Please upload the back of the ID document.';
const COMPANY_FILE = 'Please upload the company file.';

/** The wizard's back: the handle's stage(), resolved. */
async function stage(handle: { current: unknown }): Promise<boolean> {
  let kept = false;
  await act(async () => {
    kept = await (handle.current as StepHandle).stage!();
  });
  return kept;
}

/** The tab's own copies of the steps' input (session storage), apart from the server's draft. */
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('wizardDraft:'));

/** The names the ID images were uploaded under (front, back). */
const ID_IMAGES = ['legal-front.png', 'legal-back.png'] as const;

afterEach(forgetStepSession);

/** Step 2 of demo.efin saved with the manager as legal representative (position LEGAL), their ID images uploaded. */
async function saveManagerAsLegal() {
  signInToEnterprise(EFIN);
  const manager = {
    enterpriseId: '20008', position: ['LEGAL'], certificateIssuingPlaceCode: 'CHN', identType: 'CREDENTIALS_ID', identNo: '11010519491231002X',
    lastName: '张', firstName: 'Wei Ming', email: 'efin@demo.kj', phoneAreaCode: '86', phone: '13800010031', mediaId: 'MGR20008',
  };
  expect((await post('/kj-kyc/eKyc/saveManager', manager)).code).toBe('200');
  storeIdImages('MGR20008', ID_IMAGES);
}

describe('KYC file step 3: second identity information (001 §2.2 step 3, §2.3)', () => {
  it('mainland, first visit: one legal person (neither added nor deleted), one beneficial owner, no shareholder; next with the images missing warns and sends nothing; stage() keeps legal, beneficiaryList and stockholderList unchecked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const warnings = recordNotices().warning;
    const requests = recordRequests();
    const { save, handle } = await openStep(IdentityStep, MAINLAND);
    const legal = screen.getByRole('group', { name: 'Legal person 1' });
    expect(screen.getAllByRole('group', { name: /^(Legal person|Director) \d+$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Add legal person/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Legal person 1' })).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Beneficial owner \d+$/ })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: /^Shareholder \d+$/ })).toBeNull();

    // A company shareholder, added in the form.
    await user.click(screen.getByRole('button', { name: /Add shareholder/ }));
    const holder = await screen.findByRole('group', { name: 'Shareholder 1' });
    await user.click(within(holder).getByRole('radio', { name: 'Company' }));
    await enter(user, await within(holder).findByRole('textbox', { name: 'Enterprise name' }), 'Harbour Holdings Ltd');
    await within(legal).findByLabelText('Legal person 1 Front of ID', { selector: 'input[type=file]' });

    expect(await save(true)).toBe(false);
    expect(warnings).toEqual([FRONT, BACK, COMPANY_FILE]);
    expect(await requests.to(SAVE)).toEqual([]);

    await enter(user, within(legal).getByRole('textbox', { name: 'Family name' }), '陈');
    expect(await stage(handle)).toBe(true);
    const [draft] = await requests.to(STAGE);
    expect(draft?.body).toEqual({
      enterpriseId: '20031',
      legal: expect.objectContaining({ lastName: '陈', identNo: null }),
      director: null,
      beneficiaryList: [expect.objectContaining({ contactRoleType: 'PERSONAL' })],
      stockholderList: [expect.objectContaining({ contactRoleType: 'COMPANY', name: 'Harbour Holdings Ltd' })],
    });
  }, SLOW_MS);

  it('mainland: what stage() kept is the server’s draft: the tab’s copy of the input is gone, and the step opens on the draft again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { handle } = await openStep(IdentityStep, MAINLAND);
    await enter(user, within(screen.getByRole('group', { name: 'Legal person 1' })).getByRole('textbox', { name: 'Family name' }), '陈');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(await stage(handle)).toBe(true);
    expect(drafts()).toEqual([]);

    // Opened again: getEnterpriseContact answers the draft.
    cleanup();
    await openStep(IdentityStep, MAINLAND);
    expect(within(screen.getByRole('group', { name: 'Legal person 1' })).getByRole('textbox', { name: 'Family name' })).toHaveValue('陈');
  }, SLOW_MS);

  it('overseas: director wording, one director and no add control; stage() sends the entry as director', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const requests = recordRequests();
    const { handle } = await openStep(IdentityStep, HONG_KONG);
    const director = screen.getByRole('group', { name: 'Director 1' });
    expect(screen.getAllByRole('group', { name: /^(Legal person|Director) \d+$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Add director$/ })).toBeNull();
    await enter(user, within(director).getByRole('textbox', { name: 'Family name' }), 'Chan');
    expect(await stage(handle)).toBe(true);
    const [draft] = await requests.to(STAGE);
    expect(draft?.body).toMatchObject({ enterpriseId: '20032', legal: null, director: { lastName: 'Chan' } });
  }, SLOW_MS);

  it('the manager saved as legal representative (getEnterpriseContact, managerPerson Y): Legal person 1 is theirs, locked, neither edited nor deleted; next sends it with the beneficial owner and the server takes it', async () => {
    await saveManagerAsLegal();
    // A beneficial owner saved before, with their ID images.
    const owner = { contactRoleType: 'PERSONAL', gender: 'MALE', birthday: '1980-01-01', lastName: 'Li', firstName: 'Wei', identType: 'CREDENTIALS_ID', identNo: '310115198001010021', certificateIssuingPlaceCode: 'CHN', mediaId: 'BEN20008B1' };
    expect((await post(SAVE, { enterpriseId: '20008', legal: null, director: null, beneficiaryList: [owner], stockholderList: [] })).code).toBe('200');
    storeIdImages('BEN20008B1', ID_IMAGES);
    const requests = recordRequests();
    const { save } = await openStep(IdentityStep, EFIN);
    expect(screen.queryByText('Director information')).toBeNull();
    const legal = screen.getByRole('group', { name: 'Legal person 1' });
    expect(await within(legal).findByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    const idNo = within(legal).getByRole('textbox', { name: 'ID number' });
    expect(idNo).toHaveValue('11010519491231002X');
    expect(idNo).toBeDisabled();
    expect(within(legal).getByRole('textbox', { name: 'Family name' })).toHaveValue('张');
    expect(within(legal).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(await within(legal).findAllByRole('button', { name: /legal-front\.png/ })).not.toHaveLength(0);

    expect(await save(true)).toBe(true);
    const [sent] = await requests.to(SAVE);
    expect(sent?.body).toEqual({
      enterpriseId: '20008',
      legal: expect.objectContaining({ managerPerson: 'Y', identNo: '11010519491231002X', mediaId: 'MGR20008' }),
      director: null,
      beneficiaryList: [expect.objectContaining({ identNo: '310115198001010021', mediaId: 'BEN20008B1' })],
      stockholderList: [],
    });
  }, SLOW_MS);

  it('opens on the draft back kept (getEnterpriseContact); completed, next sends saveEnterpriseContact', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const requests = recordRequests();
    // The legal person's ID images, stored already (uploading is the upload field's own test).
    storeIdImages('LGL20034L1', ID_IMAGES);
    const { save } = await openStep(IdentityStep, RETURNED);
    const legal = screen.getByRole('group', { name: 'Legal person 1' });
    expect(within(legal).getByRole('textbox', { name: 'Family name' })).toHaveValue('林');
    expect(within(legal).getByRole('textbox', { name: 'First name' })).toHaveValue('海');
    expect(within(legal).getByRole('textbox', { name: 'ID number' })).toHaveValue('');
    const owner = screen.getByRole('group', { name: 'Beneficial owner 1' });
    expect(within(owner).getByRole('textbox', { name: 'ID number' })).toHaveValue('350203196809120034');
    // Both people's stored ID images arrive.
    for (const [card, name] of [[legal, /legal-front\.png/], [legal, /legal-back\.png/], [owner, /id-front\.png/], [owner, /id-back\.png/]] as const) {
      expect(await within(card).findAllByRole('button', { name })).not.toHaveLength(0);
    }

    await enter(user, within(legal).getByRole('textbox', { name: 'ID number' }), '350203196809120011');
    expect(await save(true)).toBe(true);
    const [sent] = await requests.to(SAVE);
    expect(sent?.body).toEqual({
      enterpriseId: '20034',
      legal: expect.objectContaining({ identNo: '350203196809120011', mediaId: 'LGL20034L1', position: ['LEGAL'] }),
      director: null,
      beneficiaryList: [expect.objectContaining({ identNo: '350203196809120034', mediaId: 'BEN20034B1' })],
      stockholderList: [],
    });
  }, SLOW_MS);
});
