import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportAgreementFileName } from '@mocks/lib/exportAgreement';
import { MESSAGE_CATALOGUES } from '@mocks/messages';
import { get, post } from '@mocks/testing/client';
import type { Locale } from '@/shared/i18n';
import type { MissingResult, StepHandle } from '@/widgets/wizard-frame';
import { allowFaultViolations, setFault } from '@tests/support/faults';
import { recordNotices } from '@tests/support/notices';
import { recordRequests } from '@tests/support/requests';
import { renderApp } from '@tests/support/render';
import { forgetStepSession, signInToEnterprise, type StepAccount } from '@tests/support/wizardStep';
import { OpenAccountStep } from './OpenAccountStep';
import { recordSavedFiles } from '@tests/support/downloads';

/**
 * Step 4 of the KYC file wizard, the open-account form (001 §2.2 step 4; 000 "Open-account
 * form", §8), on its own against the mock: the service agreement a mainland enterprise must
 * tick (and can download), submitOpenAccount, and the list of what steps 1-3 lack, which
 * the page works out (model/useFileMissing) and hands in.
 */

// The download's failure answers a 500 on purpose.
allowFaultViolations();

const SUBMIT = '/kj-kyc/eKyc/submitOpenAccount';
const AGREEMENT = '/kj-kyc/eKyc/downloadExportAgreement';
const TITLES = ['Company information', 'Authorised person', 'Legal person, owners and shareholders', 'Open-account form', 'Transaction password', 'Submitted'];
const NOTHING_MISSING: MissingResult = { missing: [], isLoading: false };

/** Returned, steps 1 and 2 saved; step 3 is completed through the mock before a submission that must pass. */
const RETURNED = { loginName: 'demo.file.back', enterpriseId: '20034', location: 'TERRITORY', companyName: 'Returned Ceramics Co., Ltd.' };
const HONG_KONG = { loginName: 'demo.file.hk', enterpriseId: '20032', location: 'OVERSEAS', companyName: 'Kowloon Invoice Trading Ltd.' };
const SUBMITTED = { loginName: 'demo.file.done', enterpriseId: '20035', location: 'TERRITORY', companyName: 'Submitted Furniture Co., Ltd.' };

interface OpenOptions {
  readOnly?: boolean;
  missing?: MissingResult;
  locale?: Locale;
}

/** Renders the step as the wizard does for a signed-in demo account; `save()` is the wizard's submit. */
async function openForm({ companyName, ...account }: StepAccount & { companyName: string }, { readOnly = false, missing = NOTHING_MISSING, locale = 'en' }: OpenOptions = {}) {
  signInToEnterprise(account);
  const handle = createRef<StepHandle>();
  const onGoTo = rstest.fn<(step: number) => void>();
  await renderApp(
    <OpenAccountStep
      ref={handle}
      enterpriseId={account.enterpriseId}
      location={account.location ?? null}
      companyName={companyName}
      readOnly={readOnly}
      missing={missing}
      titles={TITLES}
      onGoTo={onGoTo}
    />,
    { locale, route: '/kycFileCN' },
  );
  await screen.findByRole('heading', { name: locale === 'en' ? 'Open-account form' : '开户表单' });
  const save = async () => {
    let result = false;
    await act(async () => {
      result = await handle.current!.save(true);
    });
    return result;
  };
  return { save, onGoTo };
}

/** Step 3 of the returned enterprise saved complete (its draft with an ID number), as the demo's handler test does. */
async function completeStepThree() {
  const { data } = await get<Record<string, unknown>>('/kj-kyc/eKyc/getEnterpriseContact', { enterpriseId: '20034' });
  const legal = { ...(data.legal as Record<string, unknown>), identNo: '350203196809120011', phone: '13900010034' };
  expect((await post('/kj-kyc/eKyc/saveEnterpriseContact', { ...data, legal })).code).toBe('200');
}

let saved: string[];

beforeEach(() => {
  saved = recordSavedFiles();
  rstest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:mock');
  rstest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  rstest.restoreAllMocks();
  forgetStepSession();
});

describe('KYC file step 4: the open-account form (001 §2.2 step 4; 000 "Open-account form")', () => {
  it('mainland: the missing list links its steps; submit unticked asks to tick the service agreement and sends nothing; the agreement downloads under the company’s name, a failed download says so; ticked, submit sends serviceAgreement Y', async () => {
    const user = userEvent.setup();
    const notices = recordNotices();
    signInToEnterprise(RETURNED);
    await completeStepThree();
    const requests = recordRequests();
    const missing: MissingResult = {
      isLoading: false,
      missing: [
        { step: 1, label: 'Registered address' },
        { step: 3, label: 'Legal person 1: ID number' },
        { step: 3, label: 'Legal person 1: Front of ID' },
      ],
    };
    const { save, onGoTo } = await openForm(RETURNED, { missing });
    expect(screen.getByText('Still missing before you can submit')).toBeInTheDocument();
    expect(screen.getByText('Registered address')).toBeInTheDocument();
    expect(screen.getByText('Legal person 1: ID number, Legal person 1: Front of ID')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Step 3: Legal person, owners and shareholders' }));
    expect(onGoTo.mock.calls).toEqual([[3]]);
    expect(screen.getByRole('button', { name: 'Step 1: Company information' })).toBeInTheDocument();

    const agreement = screen.getByRole('checkbox', { name: 'I have read and agree to the service agreement' });
    expect(await save()).toBe(false);
    expect(await screen.findByText('Please tick the box to accept the service agreement.')).toBeInTheDocument();
    expect(await requests.to(SUBMIT)).toEqual([]);

    const download = screen.getByRole('button', { name: /Download the service agreement/ });
    await user.click(download);
    await waitFor(() => expect(saved).toEqual([exportAgreementFileName(RETURNED.companyName)]));
    const [asked] = await requests.to(AGREEMENT);
    expect(asked?.method).toBe('POST');
    expect(new URLSearchParams(asked?.search).get('companyName')).toBe(RETURNED.companyName);
    setFault({ target: AGREEMENT, kind: 'http500' });
    await user.click(download);
    await waitFor(() => expect(notices.error).toEqual(['Download failure']));
    expect(saved).toHaveLength(1);

    await user.click(agreement);
    await waitFor(() => expect(screen.queryByText('Please tick the box to accept the service agreement.')).not.toBeInTheDocument());
    expect(await save()).toBe(true);
    expect((await requests.to(SUBMIT)).map((call) => call.body)).toEqual([{ enterpriseId: '20034', serviceAgreement: 'Y', mediaId: null }]);
  });

  it('mainland in Chinese: the agreement’s message is 请勾选服务协议', async () => {
    const { save } = await openForm(RETURNED, { locale: 'zh' });
    expect(await save()).toBe(false);
    expect(await screen.findByText('请勾选服务协议')).toBeInTheDocument();
  });

  it('overseas: no agreement to tick or download; submit sends serviceAgreement N (the mock then names what step 1 lacks)', async () => {
    const errors = recordNotices().error;
    const requests = recordRequests();
    const { save } = await openForm(HONG_KONG);
    expect(screen.getByText('All steps are complete.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download the service agreement/ })).toBeNull();
    expect(await save()).toBe(false);
    expect((await requests.to(SUBMIT)).map((call) => call.body)).toEqual([{ enterpriseId: '20032', serviceAgreement: 'N', mediaId: null }]);
    await waitFor(() => expect(errors).toEqual([MESSAGE_CATALOGUES['en-US'].kycRegisteredAddressRequired]));
  });

  it('read-only (submitted): says it was submitted, without a missing list, an agreement box to tick or an upload', async () => {
    await openForm(SUBMITTED, { readOnly: true, missing: { isLoading: false, missing: [{ step: 1, label: 'Registered address' }] } });
    expect(screen.queryByText('Still missing before you can submit')).toBeNull();
    expect(screen.queryByText('Registered address')).toBeNull();
    expect(screen.getByText('The open-account form has been submitted.')).toBeInTheDocument();
    // There is no read of what was submitted: an unticked box would misstate the agreement.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /upload/i })).toBeNull();
  });
});
