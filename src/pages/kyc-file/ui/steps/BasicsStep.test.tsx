import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { forgetStepSession, openStep } from '@tests/support/wizardStep';
import type { StepProps } from '@/widgets/wizard-frame';
import { BasicsStep } from './BasicsStep';

/**
 * Step 1 of the KYC file wizard (001 §2.2 step 1) on its own against the mock. The company
 * form's own rules (same as registered, long-term, the documents by country, the English
 * name) are proven through the company KYC wizard's step (CompanyStep.test.tsx) and the
 * widget's table tests; here: this wizard's calls (eKyc getEnterprise, saveEnterprise) and
 * the location its save answers.
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });
const SLOW_MS = 40_000;

const MAINLAND = { loginName: 'demo.file.cn', enterpriseId: '20031', location: 'TERRITORY', heading: 'Company information' };
const HONG_KONG = { loginName: 'demo.file.hk', enterpriseId: '20032', location: 'OVERSEAS', heading: 'Company information' };
const SAVE = '/kj-kyc/eKyc/saveEnterprise';

type User = ReturnType<typeof userEvent.setup>;

let requests: ReturnType<typeof recordRequests>;
const posted = async (path: string) => (await requests.to(path)).filter((entry) => entry.method === 'POST');
const onLocationSaved = rstest.fn<(location: string | null) => void>();

/** The step as the wizard renders it, with the page's location callback. */
function Basics(props: StepProps) {
  return <BasicsStep {...props} onLocationSaved={onLocationSaved} />;
}

/** Picks an option of an antd select by its label. */
async function choose(user: User, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

beforeEach(() => {
  requests = recordRequests();
  onLocationSaved.mockReset();
});

afterEach(forgetStepSession);

describe('KYC file step 1: basics info (001 §2.2 step 1, §5, §7)', () => {
  it('mainland: next on the fresh step sends nothing and focuses the first invalid field; filled in, next sends saveEnterprise with the enterprise and the form, and hands the answered TERRITORY to the page; a refusal resolves false with the server message', async () => {
    const user = userEvent.setup();
    const errors = recordNotices().error;
    const { save } = await openStep(Basics, MAINLAND);
    // The enterprise's own names come with getEnterprise; China is fixed.
    expect(screen.getByLabelText('Company name (English)')).toHaveValue('Mainland Invoice Finance Co., Ltd.');
    await waitFor(async () => expect((await posted('/kj-media/media/opera/showFileByCatgIdBusiKey')).length).toBeGreaterThan(0));

    expect(await save(true)).toBe(false);
    expect(await screen.findByText('Please enter the registered address.')).toBeInTheDocument();
    // The business licence comes first, before the fields its OCR fills: it is the first invalid field.
    await waitFor(() => expect(screen.getByLabelText('Business licence')).toHaveFocus());
    expect(await posted(SAVE)).toEqual([]);
    expect(onLocationSaved).not.toHaveBeenCalled();

    // The licence's OCR fills the address and the credit code.
    await user.upload(screen.getByLabelText('Business licence'), new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByLabelText('Registration code')).toHaveValue('91310115MA1K4DEM05'));
    await user.click(screen.getByLabelText('Same as registered address'));
    await enter(user, screen.getByLabelText('Start date'), '2020-01-15');
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Long-term'));
    await choose(user, screen.getByLabelText('Certificate issuing place'), 'China');

    expect(await save(true)).toBe(true);
    const [sent] = await posted(SAVE);
    expect(sent?.body).toMatchObject({
      id: '20031',
      companyName: 'Mainland Invoice Finance Co., Ltd.',
      companyNameCn: '大陆发票融资演示有限公司',
      registeredAreaCode: 'CHN',
      registeredDetail: '上海市浦东新区世纪大道100号环球金融中心20层',
      manageCountryCode: 'CHN',
      manageDetail: '上海市浦东新区世纪大道100号环球金融中心20层',
      companyIdentType: 'BUSINESS_LICENCE',
      companyIdentCode: '91310115MA1K4DEM05',
      companyIdentStartTime: '2020-01-15',
      expirationPerennial: 'Y',
      companyIdentExpirationTime: '9999-12-31',
      certIssueCode: 'CHN',
      mediaId: 'ENT20031',
    });
    expect(onLocationSaved.mock.calls).toEqual([['TERRITORY']]);

    // 001 §8: the server's message shows and the step stays.
    server.use(mswHttp.post(`*${SAVE}`, () => HttpResponse.json({ code: '30013', msg: 'Registered address is required.', data: null })));
    expect(await save(true)).toBe(false);
    await waitFor(() => expect(errors).toContain('Registered address is required.'));
    expect(onLocationSaved).toHaveBeenCalledTimes(1);
  }, SLOW_MS);

  it('Hong Kong: the registered country comes pre-filled, open to change, with the Hong Kong documents; next warns about the annual report and the business file and sends nothing', async () => {
    const warnings = recordNotices().warning;
    const { save } = await openStep(Basics, HONG_KONG);
    const country = screen.getByLabelText('Registered country/region');
    expect(country).toBeEnabled();
    await waitFor(() => expect(within(country.closest('.ant-select')!).getByText('Hong Kong, China')).toBeInTheDocument());
    for (const label of ['Business registration, certificate of incorporation and incorporation form', 'Annual report', 'Business file', 'Equity file', 'Articles of organisation']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.queryByText('Business licence')).not.toBeInTheDocument();
    await waitFor(async () => expect((await posted('/kj-media/media/opera/showFileByCatgIdBusiKey')).length).toBeGreaterThan(0));

    expect(await save(true)).toBe(false);
    expect(warnings).toEqual(['Please upload the annual report.', 'Please upload the business file.']);
    expect(await posted(SAVE)).toEqual([]);
    expect(onLocationSaved).not.toHaveBeenCalled();
  }, SLOW_MS);
});
