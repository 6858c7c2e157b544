import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, sessionUpdated } from '@/entities/session';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import type { StepHandle } from '../../model/step';
import { CompanyStep, useCompanyMissing } from './CompanyStep';

/** Tests that render the whole step cold or upload files: antd forms are slow on a busy machine. */
const SLOW_MS = 40_000;

const requests: { method: string; path: string; body: unknown }[] = [];
const record = async ({ request }: { request: Request }) => {
  const body = request.method === 'POST' && request.headers.get('content-type')?.includes('json') ? await request.clone().json() : null;
  requests.push({ method: request.method, path: new URL(request.url).pathname, body });
};
const posted = (path: string) => requests.filter((entry) => entry.method === 'POST' && entry.path === path);

/** Signs a demo account in and renders step 1 for its enterprise; returns the step's handle. */
async function openStep(loginName: string, enterpriseId: string, location: string | null, readOnly = false) {
  signIn(demoAccountId(loginName));
  updateSession({ orgId: enterpriseId });
  sessionUpdated({ curLoginName: loginName });
  chooseForTest(enterpriseId, { location });
  const handle = createRef<StepHandle>();
  await renderApp(<CompanyStep ref={handle} enterpriseId={enterpriseId} location={location} readOnly={readOnly} />, { route: '/CommKycFile' });
  await screen.findByRole('heading', { name: 'Company information' });
  return handle;
}

const save = async (handle: React.RefObject<StepHandle | null>, advance: boolean) => {
  let result = false;
  await act(async () => {
    result = await handle.current!.save(advance);
  });
  return result;
};

/** Picks an option of an antd select by its label. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  const popup = await screen.findAllByTitle(option);
  await user.click(popup.at(-1)!);
}

beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  sessionCleared();
  // Unsaved input is kept per enterprise and step in session storage: each test starts clean.
  sessionStorage.clear();
});

describe('company step (001 §2.2 step 1)', () => {
  it('shows the saved record; save stores it unchanged without validating (updateInPortal)', async () => {
    const handle = await openStep('demo.kyc.half', '20023', 'TERRITORY');
    expect(await screen.findByLabelText('Company name (English)')).toHaveValue('Halfway Trading Co., Ltd.');
    expect(screen.getByLabelText('Registration code')).toHaveValue('91310115MA1K300023');
    expect(screen.getByLabelText('Long-term')).toBeChecked();
    expect(await save(handle, false)).toBe(true);
    const [call] = posted('/kj-kyc/enterprise/updateInPortal');
    expect(call?.body).toMatchObject({ id: '20023', companyName: 'Halfway Trading Co., Ltd.', expirationPerennial: 'Y', companyIdentExpirationTime: '9999-12-31', registeredAreaCode: 'CHN' });
  }, SLOW_MS);

  it('next with everything valid sends handleAfterUpdateInPortal and resolves true (the mock server agrees with the rules)', async () => {
    // The half-done enterprise's step 1 is complete, its business licence included (seed).
    const handle = await openStep('demo.kyc.half', '20023', 'TERRITORY');
    expect((await screen.findAllByRole('button', { name: /business-licence\.pdf/ })).length).toBeGreaterThan(0);
    expect(await save(handle, true)).toBe(true);
    expect(posted('/kj-kyc/enterprise/handleAfterUpdateInPortal')[0]?.body).toMatchObject({ id: '20023', companyIdentType: 'BUSINESS_LICENCE', mediaId: 'ENT20023' });
  }, SLOW_MS);

  it('mainland: the registered country is China and locked; business licence upload; company type offered', async () => {
    await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    const country = screen.getByLabelText('Registered country/region');
    expect(country).toBeDisabled();
    await waitFor(() => expect(within(country.closest('.ant-select')!).getByText('China')).toBeInTheDocument());
    expect(screen.getByText('Business licence')).toBeInTheDocument();
    expect(screen.queryByText('Certificate of incorporation')).not.toBeInTheDocument();
    expect(screen.getByText('Company type')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration code')).toHaveAttribute('maxlength', '18');
  });

  it('overseas: the documents, the company type and the code length follow the registered country', async () => {
    const user = userEvent.setup();
    await openStep('demo.kyc.os', '20022', 'OVERSEAS');
    const country = screen.getByLabelText('Registered country/region');
    expect(country).not.toBeDisabled();
    expect(screen.getByText('Certificate of incorporation')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration code')).toHaveAttribute('maxlength', '50');

    await choose(user, country, 'Hong Kong, China');
    for (const label of ['Business registration, certificate of incorporation and incorporation form', 'Annual report', 'Business file', 'Equity file', 'Articles of organisation']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    expect(screen.queryByText('Company type')).not.toBeInTheDocument();

    await choose(user, country, 'China');
    expect(await screen.findByText('Business licence')).toBeInTheDocument();
    expect(screen.queryByText('Annual report')).not.toBeInTheDocument();
    expect(screen.getByText('Company type')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration code')).toHaveAttribute('maxlength', '18');
  }, SLOW_MS);

  it('same as registered address copies and locks; editing the registered address unticks it', async () => {
    const user = userEvent.setup();
    await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    await enter(user, screen.getByLabelText('Registered address'), '上海市浦东新区世纪大道 100 号');
    await user.click(screen.getByLabelText('Same as registered address'));
    expect(screen.getByLabelText('Operating address')).toHaveValue('上海市浦东新区世纪大道 100 号');
    expect(screen.getByLabelText('Operating address')).toBeDisabled();
    expect(screen.getByLabelText('Operating country/region')).toBeDisabled();

    await enter(user, screen.getByLabelText('Registered address'), ' 2 层');
    expect(screen.getByLabelText('Same as registered address')).not.toBeChecked();
    expect(screen.getByLabelText('Operating address')).not.toBeDisabled();
    expect(screen.getByLabelText('Operating address')).toHaveValue('上海市浦东新区世纪大道 100 号');
  });

  it('long-term fixes the end date to 9999-12-31 and disables it', async () => {
    const user = userEvent.setup();
    await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    await user.click(screen.getByLabelText('Long-term'));
    expect(screen.getByLabelText('End date')).toBeDisabled();
    expect(screen.getByLabelText('End date')).toHaveValue('9999-12-31');
  });

  it('next on a fresh step (names and code come from the registration): field messages, focus on the first invalid field, nothing sent', async () => {
    const user = userEvent.setup();
    const handle = await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    // The stored files arrive (none): no "please upload" before next.
    await waitFor(() => expect(posted('/kj-media/media/opera/showFileByCatgIdBusiKey').length).toBeGreaterThan(0));
    expect(screen.queryByText('Please upload the business licence.')).not.toBeInTheDocument();
    expect(await save(handle, true)).toBe(false);
    expect(await screen.findByText('Please enter the registered address.')).toBeInTheDocument();
    expect(screen.getByText('Please select the start date.')).toBeInTheDocument();
    expect(screen.getByText('Please upload the business licence.')).toBeInTheDocument();
    // China is fixed for a mainland enterprise: no message for the registered country.
    expect(screen.queryByText('Please select the registered country/region.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Registered address')).toHaveFocus());
    expect(posted('/kj-kyc/enterprise/handleAfterUpdateInPortal')).toEqual([]);
    // Uploading the licence takes its message away.
    await user.upload(screen.getByLabelText('Business licence'), new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('Please upload the business licence.')).not.toBeInTheDocument());
  }, SLOW_MS);

  it('the English name shows companyNameEnTip; HKG warns about the annual report and the business file', async () => {
    const user = userEvent.setup();
    const warnings = recordNotices().warning;
    const handle = await openStep('demo.kyc.os', '20022', 'OVERSEAS');
    await choose(user, screen.getByLabelText('Registered country/region'), 'Hong Kong, China');
    await user.clear(screen.getByLabelText('Company name (English)'));
    await enter(user, screen.getByLabelText('Company name (English)'), 'A&B');
    expect(await save(handle, true)).toBe(false);
    expect(await screen.findByText('Please enter at least 4 characters using only letters, digits, spaces and - / ? : ( ) . , +')).toBeInTheDocument();
    expect(warnings).toEqual(['Please upload the annual report.', 'Please upload the business file.']);
  }, SLOW_MS);

  it('a next the server refuses resolves false (the base query shows its message)', async () => {
    const errors = recordNotices().error;
    server.use(mswHttp.post('*/kj-kyc/enterprise/updateInPortal', () => HttpResponse.json({ code: '30013', msg: 'Registered address is required.', data: null })));
    const handle = await openStep('demo.kyc.half', '20023', 'TERRITORY');
    expect(await save(handle, false)).toBe(false);
    await waitFor(() => expect(errors).toContain('Registered address is required.'));
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/kj-kyc/enterprise/getByEnterpriseIdClient', () => (fail ? HttpResponse.json({ code: '500', msg: 'boom', data: null }) : undefined)),
    );
    signIn(demoAccountId('demo.kyc.half'));
    updateSession({ orgId: '20023' });
    sessionUpdated({ curLoginName: 'demo.kyc.half' });
    chooseForTest('20023');
    const user = userEvent.setup();
    await renderApp(<CompanyStep enterpriseId="20023" location="TERRITORY" readOnly={false} />, { route: '/CommKycFile' });
    expect(await screen.findByText('The company information could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Company name (English)')).toHaveValue('Halfway Trading Co., Ltd.');
  });

  it('unsaved input survives leaving the step (the draft), and a save clears it', async () => {
    const user = userEvent.setup();
    await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    await user.clear(screen.getByLabelText('Company name (Chinese)'));
    await enter(user, screen.getByLabelText('Company name (Chinese)'), '草稿贸易有限公司');
    cleanup();
    const handle = await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    expect(screen.getByLabelText('Company name (Chinese)')).toHaveValue('草稿贸易有限公司');
    expect(await save(handle, false)).toBe(true);
    expect(posted('/kj-kyc/enterprise/updateInPortal')[0]?.body).toMatchObject({ companyNameCn: '草稿贸易有限公司' });
  });

  it('a business licence upload is read by OCR: registered address and credit code filled', async () => {
    const user = userEvent.setup();
    const handle = await openStep('demo.kyc.cn', '20021', 'TERRITORY');
    await user.upload(await screen.findByLabelText('Business licence'), new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByLabelText('Registered address')).toHaveValue('上海市浦东新区世纪大道100号环球金融中心20层'));
    expect(screen.getByLabelText('Registration code')).toHaveValue('91310115MA1K4DEM05');
    expect(posted('/kj-media/media/opera/do/uploadMediaFileWithOcr')).toHaveLength(1);
    expect(await save(handle, false)).toBe(true);
    expect(posted('/kj-kyc/enterprise/updateInPortal')[0]?.body).toMatchObject({
      registeredDetail: '上海市浦东新区世纪大道100号环球金融中心20层',
      companyIdentCode: '91310115MA1K4DEM05',
      mediaId: 'ENT20021',
    });
  }, SLOW_MS);

  it('the missing list of step 6 judges the stored record and files with the same rules', async () => {
    signIn(demoAccountId('demo.kyc.cn'));
    updateSession({ orgId: '20021' });
    sessionUpdated({ curLoginName: 'demo.kyc.cn' });
    chooseForTest('20021', { location: 'TERRITORY' });
    function Probe() {
      const { missing, isLoading } = useCompanyMissing('20021');
      return isLoading ? null : <ul aria-label="missing">{missing.map((item) => <li key={item.label}>{`${item.step}: ${item.label}`}</li>)}</ul>;
    }
    await renderApp(<Probe />, { route: '/CommKycFile' });
    const list = await screen.findByRole('list', { name: 'missing' });
    await waitFor(() => expect(within(list).getByText('1: Business licence')).toBeInTheDocument());
    for (const label of ['Registered address', 'Operating country/region', 'Start date', 'End date', 'Certificate issuing place']) {
      expect(within(list).getByText(`1: ${label}`)).toBeInTheDocument();
    }
    expect(within(list).queryByText('1: Registered country/region')).not.toBeInTheDocument();
  });

  it('read-only: every field is disabled', async () => {
    await openStep('demo.kyc.half', '20023', 'TERRITORY', true);
    expect(screen.getByLabelText('Company name (English)')).toBeDisabled();
    expect(screen.getByLabelText('Registered address')).toBeDisabled();
    // Fields whose own disabled rule (same as registered, long-term) once overrode the form's.
    for (const name of ['Operating country/region', 'Operating address', 'Certificate issuing place', 'End date']) {
      expect({ name, disabled: (screen.getByLabelText(name) as HTMLInputElement).disabled }).toEqual({ name, disabled: true });
    }
  });
});
