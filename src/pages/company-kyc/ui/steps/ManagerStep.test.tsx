import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter } from '@tests/support/input';
import { withoutStoredFiles } from '@tests/support/media';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep, renderMissing, signInToEnterprise } from '@tests/support/wizardStep';
import { ManagerStep, useManagerMissing } from './ManagerStep';
import { signedFile } from '@tests/support/files';

/**
 * Step 2 of the company KYC wizard (001 §2.2 step 2) on its own against the mock. A test
 * renders the step once and walks the rules of one enterprise; the field rules themselves
 * are table-tested in the identity-form widget (lib/managerRules.test.ts, lib/managerMapping.test.ts).
 */

/** Tests that render the whole step cold or upload files: antd forms are slow on a busy machine. */
const SLOW_MS = 40_000;

const HALF = { loginName: 'demo.kyc.half', enterpriseId: '20023', location: 'TERRITORY', heading: 'Authorised person' };
const MAINLAND = { loginName: 'demo.kyc.cn', enterpriseId: '20021', location: 'TERRITORY', heading: 'Authorised person' };
const OVERSEAS = { loginName: 'demo.kyc.os', enterpriseId: '20022', location: 'OVERSEAS', heading: 'Authorised person' };

type User = ReturnType<typeof userEvent.setup>;

let requests: ReturnType<typeof recordRequests>;
const posted = async (path: string) => (await requests.to(path)).filter((entry) => entry.method === 'POST');

/** The option labels an antd select offers once opened. */
async function optionsOf(user: User, field: HTMLElement) {
  await user.click(field);
  await screen.findAllByRole('option');
  const list = document.querySelector(`#${field.id}_list`)?.parentElement;
  const labels = [...(list?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => option.getAttribute('title'));
  await user.keyboard('{Escape}');
  return labels;
}

/** Picks one more position in the open-and-close way a user does. */
async function pickPosition(user: User, position: HTMLElement, title: string) {
  await user.click(position);
  await user.click((await screen.findAllByTitle(title)).at(-1)!);
  await user.keyboard('{Escape}');
}

/**
 * Next on a manager whose details are not the signed-in user's (001 §8): the handle's save
 * waits for the user-association dialog; `answer` names the button pressed.
 */
async function nextThroughDialog(user: User, handle: { current: { save(advance: boolean): Promise<boolean> } | null }, answer: RegExp) {
  const saving = handle.current!.save(true);
  const dialog = await screen.findByRole('dialog', { name: 'Update your account with these details?' });
  // What the dialog said about the account's name: now, then after.
  const name = within(dialog).getByRole('row', { name: /^Name/ }).textContent;
  await user.click(within(dialog).getByRole('button', { name: answer }));
  let result = false;
  await act(async () => {
    result = await saving;
  });
  return { name, result };
}

beforeEach(() => {
  requests = recordRequests();
});

afterEach(forgetStepSession);

describe('authorised person step (001 §2.2 step 2)', () => {
  it('shows the saved manager with the e-mail read-only; save sends the trimmed record; NONE is the only position once chosen, another choice drops it; next with both ID images asks whether to update the signed-in account (001 §8): cancel sends nothing, confirm sends handleAfterUpdateManagerInPortal and editManageUser with the manager’s id and sysUserId', async () => {
    const user = userEvent.setup();
    withoutStoredFiles('MGR20023');
    const { save, handle } = await openStep(ManagerStep, HALF);
    expect(await screen.findByLabelText('Family name')).toHaveValue('王');
    expect(screen.getByLabelText('First name')).toHaveValue('芳');
    // The locked e-mail is text, not a box that looks as if it could be typed in.
    expect(screen.getByLabelText('E-mail')).toHaveTextContent('kyc.half@demo.kj');
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    await enter(user, screen.getByLabelText('First name'), '  ');
    expect(await save(false)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/updateManagerInPortal'))[0]?.body).toMatchObject({
      enterpriseId: '20023',
      firstName: '芳',
      email: 'kyc.half@demo.kj',
      position: ['GENERAL_MANAGER'],
      mediaId: 'MGR20023',
    });

    const position = screen.getByLabelText('Position');
    await pickPosition(user, position, 'None');
    expect(await save(false)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/updateManagerInPortal')).at(-1)?.body).toMatchObject({ position: ['NONE'] });
    await pickPosition(user, position, 'Financial controller');
    expect(await save(false)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/updateManagerInPortal')).at(-1)?.body).toMatchObject({ position: ['FINANCIAL_CONTROLLER'] });

    await user.upload(screen.getByLabelText('ID front'), signedFile('front.png'));
    await user.upload(screen.getByLabelText('ID back'), signedFile('back.png'));
    await waitFor(async () => expect(await posted('/kj-media/media/opera/do/uploadMediaFileWithOcr')).toHaveLength(2));
    // The manager (王芳) is not the signed-in user (Demo KYC Half): the user-association dialog.
    const cancelled = await nextThroughDialog(user, handle, /Go back and edit/);
    expect(cancelled.result).toBe(false);
    expect(await posted('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal')).toEqual([]);
    expect(await posted('/kj-sys/user/editManageUser')).toEqual([]);
    const { name, result } = await nextThroughDialog(user, handle, /Update my account and continue/);
    expect(name).toMatch(/Demo KYC Half.*王芳/);
    expect(result).toBe(true);
    expect(await posted('/kj-sys/user/validateUserAssociation')).toHaveLength(2);
    expect((await posted('/kj-sys/user/validateUserAssociation'))[0]?.body).toEqual({ firstName: '芳', lastName: '王', email: 'kyc.half@demo.kj', telephone: expect.any(String) });
    expect(await posted('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal')).toHaveLength(1);
    // 000 §3 "Manager update payload": the manager's id and the signed-in user's as sysUserId.
    expect((await posted('/kj-sys/user/editManageUser'))[0]?.body).toMatchObject({ id: '20023M', sysUserId: '10023', identType: 'CREDENTIALS_ID', firstName: '芳', lastName: '王', email: 'kyc.half@demo.kj' });
  }, SLOW_MS);

  it('mainland: the positions leave out Director, the ID type offers ID card, passport and other only, the phone keeps digits only (at most 20); next on a fresh step: messages, ID image warnings, focus, nothing sent; an ID image read by OCR fills the ID number and splits the name', async () => {
    const user = userEvent.setup();
    const warnings = recordNotices().warning;
    const { save } = await openStep(ManagerStep, MAINLAND);
    const positions = await optionsOf(user, screen.getByLabelText('Position'));
    expect(positions).toContain('Legal representative');
    expect(positions).toContain('None');
    expect(positions).not.toContain('Director');
    expect(await optionsOf(user, screen.getByLabelText('ID type'))).toEqual(['Resident identity card', 'Passport', 'Other']);
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await enter(user, phone, '+86 138-0000-0000');
    expect(phone).toHaveValue('8613800000000');
    expect(phone).toHaveAttribute('maxlength', '20');

    expect(await save(true)).toBe(false);
    expect(await screen.findByText('Please select at least one position.')).toBeInTheDocument();
    expect(screen.getByText('Please select the ID type.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the family name.')).toBeInTheDocument();
    expect(warnings).toEqual(['Please upload the front of the ID.', 'Please upload the back of the ID.']);
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveFocus());
    expect(await posted('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal')).toEqual([]);

    await user.upload(screen.getByLabelText('ID front'), signedFile('front.png'));
    await waitFor(() => expect(screen.getByLabelText('ID number')).toHaveValue('11010519491231002X'));
    expect(screen.getByLabelText('Family name')).toHaveValue('张');
    expect(screen.getByLabelText('First name')).toHaveValue('伟');
    expect(await save(false)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/updateManagerInPortal'))[0]?.body).toMatchObject({ identNo: '11010519491231002X', lastName: '张', firstName: '伟', mediaId: 'MGR20021' });
  }, SLOW_MS);

  it('overseas: the position list leaves out Legal representative; a Director with both ID images (OCR fills the ID number and the name) goes next once the account update is confirmed, sending position DIRECTOR', async () => {
    const user = userEvent.setup();
    const { handle } = await openStep(ManagerStep, OVERSEAS);
    const labels = await optionsOf(user, screen.getByLabelText('Position'));
    expect(labels).toContain('Director');
    expect(labels).toContain('None');
    expect(labels).not.toContain('Legal representative');

    await pickPosition(user, screen.getByLabelText('Position'), 'Director');
    await user.click(screen.getByLabelText('Issuing place'));
    await user.click((await screen.findAllByTitle('China')).at(-1)!);
    await user.click(screen.getByLabelText('ID type'));
    await user.click((await screen.findAllByTitle('Resident identity card')).at(-1)!);
    await user.upload(screen.getByLabelText('ID front'), signedFile('ID front 2024.png'));
    await user.upload(screen.getByLabelText('ID back'), signedFile('ID back 2024.png'));
    await waitFor(() => expect(screen.getByLabelText('ID number')).toHaveValue('11010519491231002X'));
    expect(screen.getByLabelText('Family name')).toHaveValue('张');
    await waitFor(async () => expect(await posted('/kj-media/media/opera/do/uploadMediaFileWithOcr')).toHaveLength(2));
    const { result } = await nextThroughDialog(user, handle, /Update my account and continue/);
    expect(result).toBe(true);
    expect((await posted('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal'))[0]?.body).toMatchObject({
      enterpriseId: '20022',
      position: ['DIRECTOR'],
      identNo: '11010519491231002X',
      lastName: '张',
      mediaId: 'MGR20022',
    });
  }, SLOW_MS);

  it('the missing list of step 2 names the ID images and the empty fields', async () => {
    signInToEnterprise(MAINLAND);
    const items = await renderMissing(() => useManagerMissing('20021'));
    await waitFor(() => expect(items()).toContain('2: ID front'));
    for (const label of ['Position', 'ID type', 'ID number', 'Family name', 'First name', 'ID back']) {
      expect(items()).toContain(`2: ${label}`);
    }
  });
});
