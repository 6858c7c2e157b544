import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep, renderMissing, signInToEnterprise } from '@tests/support/wizardStep';
import { CompanyStep, useCompanyMissing } from './CompanyStep';

/**
 * Step 1 of the company KYC wizard (001 §2.2 step 1) on its own against the mock. A test
 * renders the step once and walks the rules of one enterprise; the field rules themselves
 * are table-tested in the company-form widget (lib/rules.test.ts).
 */

/** Tests that render the whole step cold or upload files: antd forms are slow on a busy machine. */
const SLOW_MS = 40_000;

const HALF = { loginName: 'demo.kyc.half', enterpriseId: '20023', location: 'TERRITORY', heading: 'Company information' };
const MAINLAND = { loginName: 'demo.kyc.cn', enterpriseId: '20021', location: 'TERRITORY', heading: 'Company information' };
const OVERSEAS = { loginName: 'demo.kyc.os', enterpriseId: '20022', location: 'OVERSEAS', heading: 'Company information' };

let requests: ReturnType<typeof recordRequests>;
const posted = async (path: string) => (await requests.to(path)).filter((entry) => entry.method === 'POST');

/** Picks an option of an antd select by its label. */
async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  const popup = await screen.findAllByTitle(option);
  await user.click(popup.at(-1)!);
}

beforeEach(() => {
  requests = recordRequests();
});

// Unsaved input is kept per enterprise and step in session storage: each test starts clean.
afterEach(forgetStepSession);

describe('company step (001 §2.2 step 1)', () => {
  it('shows the saved record; save stores it unchanged without validating (updateInPortal); next sends handleAfterUpdateInPortal; a refused save resolves false with the server message', async () => {
    const errors = recordNotices().error;
    const { save } = await openStep(CompanyStep, HALF);
    expect(await screen.findByLabelText('Company name (English)')).toHaveValue('Halfway Trading Co., Ltd.');
    expect(screen.getByLabelText('Registration code')).toHaveValue('91310115MA1K300023');
    expect(screen.getByLabelText('Long-term')).toBeChecked();
    expect(await save(false)).toBe(true);
    const [call] = await posted('/kj-kyc/enterprise/updateInPortal');
    expect(call?.body).toMatchObject({ id: '20023', companyName: 'Halfway Trading Co., Ltd.', expirationPerennial: 'Y', companyIdentExpirationTime: '9999-12-31', registeredAreaCode: 'CHN' });

    // The half-done enterprise's step 1 is complete, its business licence included (seed): the mock server agrees with the rules.
    expect((await screen.findAllByRole('button', { name: /business-licence\.pdf/ })).length).toBeGreaterThan(0);
    expect(await save(true)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/handleAfterUpdateInPortal'))[0]?.body).toMatchObject({ id: '20023', companyIdentType: 'BUSINESS_LICENCE', mediaId: 'ENT20023' });

    // The base query shows the server's message.
    server.use(mswHttp.post('*/kj-kyc/enterprise/updateInPortal', () => HttpResponse.json({ code: '30013', msg: 'Registered address is required.', data: null })));
    expect(await save(false)).toBe(false);
    await waitFor(() => expect(errors).toContain('Registered address is required.'));
  }, SLOW_MS);

  it('mainland: China fixed and locked, business licence, company type, an 18-character code; long-term fixes the end date; same as registered copies and locks, editing unticks it; the input survives leaving the step until a save', async () => {
    const user = userEvent.setup();
    await openStep(CompanyStep, MAINLAND);
    const country = screen.getByLabelText('Registered country/region');
    expect(country).toBeDisabled();
    await waitFor(() => expect(within(country.closest('.ant-select')!).getByText('China')).toBeInTheDocument());
    expect(screen.getByText('Business licence')).toBeInTheDocument();
    expect(screen.queryByText('Certificate of incorporation')).not.toBeInTheDocument();
    expect(screen.getByText('Company type')).toBeInTheDocument();
    // The mainland credit code keeps its 18 letters and digits: separators pasted with it are
    // taken out before the limit, not counted against it (the code is not cut to 17).
    const code = screen.getByLabelText('Registration code');
    await user.click(code);
    await user.paste('91440300-MA5F8DEM41');
    expect(code).toHaveValue('91440300MA5F8DEM41');
    await user.type(code, 'X');
    expect(code).toHaveValue('91440300MA5F8DEM41');

    await user.click(screen.getByLabelText('Long-term'));
    expect(screen.getByLabelText('End date')).toBeDisabled();
    expect(screen.getByLabelText('End date')).toHaveValue('9999-12-31');

    await enter(user, screen.getByLabelText('Registered address'), '上海市浦东新区世纪大道 100 号');
    await user.click(screen.getByLabelText('Same as registered address'));
    expect(screen.getByLabelText('Operating address')).toHaveValue('上海市浦东新区世纪大道 100 号');
    expect(screen.getByLabelText('Operating address')).toBeDisabled();
    expect(screen.getByLabelText('Operating country/region')).toBeDisabled();
    await enter(user, screen.getByLabelText('Registered address'), ' 2 层');
    expect(screen.getByLabelText('Same as registered address')).not.toBeChecked();
    expect(screen.getByLabelText('Operating address')).not.toBeDisabled();
    expect(screen.getByLabelText('Operating address')).toHaveValue('上海市浦东新区世纪大道 100 号');

    // Leaving the step keeps the unsaved input (the draft); a save sends it.
    await user.clear(screen.getByLabelText('Company name (Chinese)'));
    await enter(user, screen.getByLabelText('Company name (Chinese)'), '草稿贸易有限公司');
    cleanup();
    const { save } = await openStep(CompanyStep, MAINLAND);
    expect(screen.getByLabelText('Company name (Chinese)')).toHaveValue('草稿贸易有限公司');
    expect(await save(false)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/updateInPortal'))[0]?.body).toMatchObject({ companyNameCn: '草稿贸易有限公司' });
  }, SLOW_MS);

  it('overseas: the documents, the company type and the code length follow the registered country; the English name shows companyNameEnTip; HKG warns about the annual report and the business file', async () => {
    const user = userEvent.setup();
    const warnings = recordNotices().warning;
    const { save } = await openStep(CompanyStep, OVERSEAS);
    const country = screen.getByLabelText('Registered country/region');
    expect(country).not.toBeDisabled();
    expect(screen.getByText('Certificate of incorporation')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration code')).toHaveAttribute('maxlength', '50');

    await choose(user, country, 'Hong Kong, China');
    for (const label of ['Business registration, certificate of incorporation and incorporation form', 'Annual report', 'Business file', 'Equity file', 'Articles of organisation']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    // 001 §9: the equity chart signed within 3 months, said where it is uploaded.
    expect(screen.getByLabelText('Equity file')).toHaveAccessibleDescription(/The equity chart must have been signed within the last 3 months\./);
    expect(screen.queryByText('Company type')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Company name (English)'));
    await enter(user, screen.getByLabelText('Company name (English)'), 'A&B');
    expect(await save(true)).toBe(false);
    expect(await screen.findByText('Please enter at least 4 characters using only letters, digits, spaces and - / ? : ( ) . , +')).toBeInTheDocument();
    expect(warnings).toEqual(['Please upload the annual report.', 'Please upload the business file.']);

    await choose(user, country, 'China');
    expect(await screen.findByText('Business licence')).toBeInTheDocument();
    expect(screen.queryByText('Annual report')).not.toBeInTheDocument();
    expect(screen.getByText('Company type')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Registration code'));
    await user.paste('9144 0300 MA5F 8DEM 41 99');
    expect(screen.getByLabelText('Registration code')).toHaveValue('91440300MA5F8DEM41');
  }, SLOW_MS);

  it('overseas, Singapore: filled in with a certificate of incorporation (a PDF), next passes the rules and the server: handleAfterUpdateInPortal with the country and the form', async () => {
    const user = userEvent.setup();
    const { save } = await openStep(CompanyStep, OVERSEAS);
    await choose(user, screen.getByLabelText('Registered country/region'), 'Singapore');
    await enter(user, screen.getByLabelText('Registered address'), '1 Harbourfront Avenue, Singapore 098632');
    await user.click(screen.getByLabelText('Same as registered address'));
    for (const [label, value] of [['Company name (Chinese)', '海港海外贸易有限公司'], ['Company name (English)', 'Harbour Overseas Trading Ltd.'], ['Registration code', '201912345K']] as const) {
      await user.clear(screen.getByLabelText(label));
      await enter(user, screen.getByLabelText(label), value);
    }
    await choose(user, screen.getByLabelText('Certificate issuing place'), 'Singapore');
    await enter(user, screen.getByLabelText('Start date'), '2019-04-02');
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Long-term'));
    await user.upload(screen.getByLabelText('Certificate of incorporation'), new File(['%PDF-1.4'], 'scan 2024-01.pdf', { type: 'application/pdf' }));
    expect((await screen.findAllByRole('button', { name: /scan 2024-01\.pdf/ })).length).toBeGreaterThan(0);

    expect(await save(true)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/handleAfterUpdateInPortal'))[0]?.body).toMatchObject({
      id: '20022',
      registeredAreaCode: 'SGP',
      registeredDetail: '1 Harbourfront Avenue, Singapore 098632',
      manageCountryCode: 'SGP',
      manageDetail: '1 Harbourfront Avenue, Singapore 098632',
      companyNameCn: '海港海外贸易有限公司',
      companyName: 'Harbour Overseas Trading Ltd.',
      companyIdentCode: '201912345K',
      certIssueCode: 'SGP',
      companyIdentStartTime: '2019-04-02',
      expirationPerennial: 'Y',
      mediaId: 'ENT20022',
    });
  }, SLOW_MS);

  it('next on a fresh step: field messages, focus on the first invalid field, nothing sent; the licence upload takes its message away and its OCR fills the address and the credit code', async () => {
    const user = userEvent.setup();
    const { save } = await openStep(CompanyStep, MAINLAND);
    // The stored files arrive (none): no "please upload" before next.
    await waitFor(async () => expect((await posted('/kj-media/media/opera/showFileByCatgIdBusiKey')).length).toBeGreaterThan(0));
    expect(screen.queryByText('Please upload the business licence.')).not.toBeInTheDocument();
    expect(await save(true)).toBe(false);
    expect(await screen.findByText('Please enter the registered address.')).toBeInTheDocument();
    expect(screen.getByText('Please select the start date.')).toBeInTheDocument();
    expect(screen.getByText('Please upload the business licence.')).toBeInTheDocument();
    // China is fixed for a mainland enterprise: no message for the registered country.
    expect(screen.queryByText('Please select the registered country/region.')).not.toBeInTheDocument();
    // The business licence comes first, before the fields its OCR fills: it is the first invalid field.
    await waitFor(() => expect(screen.getByLabelText('Business licence')).toHaveFocus());
    expect(await posted('/kj-kyc/enterprise/handleAfterUpdateInPortal')).toEqual([]);

    await user.upload(screen.getByLabelText('Business licence'), new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('Please upload the business licence.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Registered address')).toHaveValue('上海市浦东新区世纪大道100号环球金融中心20层'));
    expect(screen.getByLabelText('Registration code')).toHaveValue('91310115MA1K4DEM05');
    expect(await posted('/kj-media/media/opera/do/uploadMediaFileWithOcr')).toHaveLength(1);
    expect(await save(false)).toBe(true);
    expect((await posted('/kj-kyc/enterprise/updateInPortal'))[0]?.body).toMatchObject({
      registeredDetail: '上海市浦东新区世纪大道100号环球金融中心20层',
      companyIdentCode: '91310115MA1K4DEM05',
      mediaId: 'ENT20021',
    });
  }, SLOW_MS);

  it('a failed load offers Retry', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/kj-kyc/enterprise/getByEnterpriseIdClient', () => (fail ? HttpResponse.json({ code: '500', msg: 'boom', data: null }) : undefined)),
    );
    const user = userEvent.setup();
    await openStep(CompanyStep, { ...HALF, heading: undefined });
    expect(await screen.findByText('The company information could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Company name (English)')).toHaveValue('Halfway Trading Co., Ltd.');
  });

  it('the missing list of step 6 judges the stored record and files with the same rules', async () => {
    signInToEnterprise(MAINLAND);
    const items = await renderMissing(() => useCompanyMissing('20021'));
    await waitFor(() => expect(items()).toContain('1: Business licence'));
    for (const label of ['Registered address', 'Operating country/region', 'Start date', 'End date', 'Certificate issuing place']) {
      expect(items()).toContain(`1: ${label}`);
    }
    expect(items()).not.toContain('1: Registered country/region');
  });

  it('read-only: every field is disabled', async () => {
    await openStep(CompanyStep, { ...HALF, readOnly: true });
    expect(screen.getByLabelText('Company name (English)')).toBeDisabled();
    expect(screen.getByLabelText('Registered address')).toBeDisabled();
    // Fields whose own disabled rule (same as registered, long-term) once overrode the form's.
    for (const name of ['Operating country/region', 'Operating address', 'Certificate issuing place', 'End date']) {
      expect({ name, disabled: (screen.getByLabelText(name) as HTMLInputElement).disabled }).toEqual({ name, disabled: true });
    }
  });
});
