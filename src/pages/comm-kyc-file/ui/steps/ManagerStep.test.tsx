import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, sessionUpdated } from '@/entities/session';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import type { StepHandle } from '../../model/step';
import { ManagerStep, useManagerMissing } from './ManagerStep';
import { withoutStoredFiles } from '@tests/support/media';

/** Tests that render the whole step cold or upload files: antd forms are slow on a busy machine. */
const SLOW_MS = 40_000;

const requests: { method: string; path: string; body: unknown }[] = [];
const record = async ({ request }: { request: Request }) => {
  const body = request.method === 'POST' && request.headers.get('content-type')?.includes('json') ? await request.clone().json() : null;
  requests.push({ method: request.method, path: new URL(request.url).pathname, body });
};
const posted = (path: string) => requests.filter((entry) => entry.method === 'POST' && entry.path === path);

async function openStep(loginName: string, enterpriseId: string, location: string | null) {
  signIn(demoAccountId(loginName));
  updateSession({ orgId: enterpriseId });
  sessionUpdated({ curLoginName: loginName });
  chooseForTest(enterpriseId, { location });
  const handle = createRef<StepHandle>();
  await renderApp(<ManagerStep ref={handle} enterpriseId={enterpriseId} location={location} readOnly={false} />, { route: '/CommKycFile' });
  await screen.findByRole('heading', { name: 'Authorised person' });
  return handle;
}

const save = async (handle: React.RefObject<StepHandle | null>, advance: boolean) => {
  let result = false;
  await act(async () => {
    result = await handle.current!.save(advance);
  });
  return result;
};

/** The option labels an antd select offers once opened. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  await user.click(field);
  await screen.findAllByRole('option');
  const list = document.querySelector(`#${field.id}_list`)?.parentElement;
  const labels = [...(list?.querySelectorAll('.ant-select-item-option') ?? [])].map((option) => option.getAttribute('title'));
  await user.keyboard('{Escape}');
  return labels;
}

beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  sessionCleared();
  sessionStorage.clear();
});

describe('authorised person step (001 §2.2 step 2)', () => {
  it('shows the saved manager with the e-mail read-only; save sends the trimmed record', async () => {
    const user = userEvent.setup();
    const handle = await openStep('demo.kyc.half', '20023', 'TERRITORY');
    expect(await screen.findByLabelText('Family name')).toHaveValue('王');
    expect(screen.getByLabelText('First name')).toHaveValue('芳');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kyc.half@demo.kj');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await enter(user, screen.getByLabelText('First name'), '  ');
    expect(await save(handle, false)).toBe(true);
    expect(posted('/kj-kyc/enterprise/updateManagerInPortal')[0]?.body).toMatchObject({
      enterpriseId: '20023',
      firstName: '芳',
      email: 'kyc.half@demo.kj',
      position: ['GENERAL_MANAGER'],
      mediaId: 'MGR20023',
    });
  }, SLOW_MS);

  it('next with both ID images sends handleAfterUpdateManagerInPortal and resolves true', async () => {
    const user = userEvent.setup();
    withoutStoredFiles('MGR20023');
    const handle = await openStep('demo.kyc.half', '20023', 'TERRITORY');
    await user.upload(await screen.findByLabelText('ID front'), new File(['png'], 'front.png', { type: 'image/png' }));
    await user.upload(screen.getByLabelText('ID back'), new File(['png'], 'back.png', { type: 'image/png' }));
    await waitFor(() => expect(posted('/kj-media/media/opera/do/uploadMediaFileWithOcr')).toHaveLength(2));
    expect(await save(handle, true)).toBe(true);
    expect(posted('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal')).toHaveLength(1);
  });

  it.each([
    ['TERRITORY', 'demo.kyc.cn', '20021', 'Director', 'Legal representative'],
    ['OVERSEAS', 'demo.kyc.os', '20022', 'Legal representative', 'Director'],
  ])('location %s: the position list leaves out %s', async (location, loginName, enterpriseId, excluded, included) => {
    const user = userEvent.setup();
    await openStep(loginName, enterpriseId, location);
    const labels = await optionsOf(user, screen.getByLabelText('Position'));
    expect(labels).toContain(included);
    expect(labels).toContain('None');
    expect(labels).not.toContain(excluded);
  }, SLOW_MS);

  it('NONE is the only position once chosen; another choice drops it', async () => {
    const user = userEvent.setup();
    const handle = await openStep('demo.kyc.half', '20023', 'TERRITORY');
    const position = screen.getByLabelText('Position');
    await user.click(position);
    await user.click((await screen.findAllByTitle('None')).at(-1)!);
    await user.keyboard('{Escape}');
    expect(await save(handle, false)).toBe(true);
    expect(posted('/kj-kyc/enterprise/updateManagerInPortal').at(-1)?.body).toMatchObject({ position: ['NONE'] });
    await user.click(position);
    await user.click((await screen.findAllByTitle('Financial controller')).at(-1)!);
    await user.keyboard('{Escape}');
    expect(await save(handle, false)).toBe(true);
    expect(posted('/kj-kyc/enterprise/updateManagerInPortal').at(-1)?.body).toMatchObject({ position: ['FINANCIAL_CONTROLLER'] });
  });

  it('the ID type offers ID card, passport and other only', async () => {
    const user = userEvent.setup();
    await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    expect(await optionsOf(user, screen.getByLabelText('ID type'))).toEqual(['Resident identity card', 'Passport', 'Other']);
  });

  it('the phone keeps digits only, at most 20', async () => {
    const user = userEvent.setup();
    await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await enter(user, phone, '+86 138-0000-0000');
    expect(phone).toHaveValue('8613800000000');
    expect(phone).toHaveAttribute('maxlength', '20');
  });

  it('next on a fresh step (e-mail and phone from the registration): messages, ID image warnings, focus on the first invalid field, nothing sent', async () => {
    const warnings = recordNotices().warning;
    const handle = await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    expect(await save(handle, true)).toBe(false);
    expect(await screen.findByText('Please select at least one position.')).toBeInTheDocument();
    expect(screen.getByText('Please select the ID type.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the family name.')).toBeInTheDocument();
    expect(warnings).toEqual(['Please upload the front of the ID.', 'Please upload the back of the ID.']);
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveFocus());
    expect(posted('/kj-kyc/enterprise/handleAfterUpdateManagerInPortal')).toEqual([]);
  });

  it('an ID image is read by OCR: ID number, and the name split into family and first name', async () => {
    const user = userEvent.setup();
    const handle = await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    await user.upload(await screen.findByLabelText('ID front'), new File(['png'], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('ID number')).toHaveValue('11010519491231002X'));
    expect(screen.getByLabelText('Family name')).toHaveValue('张');
    expect(screen.getByLabelText('First name')).toHaveValue('伟');
    expect(await save(handle, false)).toBe(true);
    expect(posted('/kj-kyc/enterprise/updateManagerInPortal')[0]?.body).toMatchObject({ identNo: '11010519491231002X', lastName: '张', firstName: '伟', mediaId: 'MGR20021' });
  }, SLOW_MS);

  it('the missing list of step 2 names the ID images and the empty fields', async () => {
    signIn(demoAccountId('demo.kyc.cn'));
    updateSession({ orgId: '20021' });
    sessionUpdated({ curLoginName: 'demo.kyc.cn' });
    chooseForTest('20021', { location: 'TERRITORY' });
    function Probe() {
      const { missing, isLoading } = useManagerMissing('20021');
      return isLoading ? null : <ul aria-label="missing">{missing.map((item) => <li key={item.label}>{`${item.step}: ${item.label}`}</li>)}</ul>;
    }
    await renderApp(<Probe />, { route: '/CommKycFile' });
    const list = await screen.findByRole('list', { name: 'missing' });
    await waitFor(() => expect(within(list).getByText('2: ID front')).toBeInTheDocument());
    for (const label of ['Position', 'ID type', 'ID number', 'Family name', 'First name', 'ID back']) {
      expect(within(list).getByText(`2: ${label}`)).toBeInTheDocument();
    }
  });
});
