import { beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';

configure({ asyncUtilTimeout: 8000 });
const JOURNEY_MS = 60_000;

/** demo.kyc.back: enterprise 20024, returned (BACK) with a review comment. */
async function returnedEnterprise(comment: string) {
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  await signInAs('demo.kyc.back');
  await get('/kj-web/sys/setOrgId', { orgId: '20024' });
  userSignedIn({ loginName: 'demo.kyc.back' });
  chooseForTest('20024', { status: null, productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
  db.kycEnterprise.update({ where: { id: { equals: '20024' } }, data: { auditCommentEn: comment } });
}

const currentStep = () => screen.getByRole('navigation', { name: 'Onboarding steps' }).querySelector('[aria-current="step"]')?.getAttribute('aria-label') ?? '';

beforeEach(() => {
  sessionCleared();
});

describe('the record-return variant of the company KYC wizard (001 §2.1 "step 0 as a record-return page")', () => {
  it('record=return on a returned application: step 0 is the return’s record (the comment as text, no dialog); Correct it opens the same steps 1-7 at step 1, the comment kept above them', async () => {
    const comment = '<b>Fix</b> the registered address';
    await returnedEnterprise(comment);
    await renderApp('/CommKycFile?id=20024&status=BACK&record=return');
    const record = await screen.findByRole('region', { name: 'Step 0: Returned application' }, { timeout: 20_000 });
    expect(within(record).getByText(comment)).toBeInTheDocument();
    expect(record.querySelector('b')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Authentication failed' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).toBeNull();

    await userEvent.setup().click(within(record).getByRole('button', { name: 'Correct the application' }));
    await waitFor(() => expect(currentStep()).toBe('Step 1 of 7: Company information (Check again)'));
    expect(screen.queryByRole('region', { name: 'Step 0: Returned application' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Authentication failed' })).toBeNull();
    const note = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Your application was returned.'));
    expect(note).toHaveTextContent(comment);
  }, JOURNEY_MS);

  it('in Chinese, Back to the product centre leaves step 0 for the product centre', async () => {
    await returnedEnterprise('Fix the address');
    const { route } = await renderApp('/CommKycFile?id=20024&record=return', { locale: 'zh' });
    const record = await screen.findByRole('region', { name: '第 0 步：申请已退回' }, { timeout: 20_000 });
    await userEvent.setup().click(within(record).getByRole('button', { name: '返回产品中心' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('without a return to show (the application is not returned), record=return opens the ordinary wizard', async () => {
    sessionCleared();
    await signInAs('demo.kyc.half');
    await get('/kj-web/sys/setOrgId', { orgId: '20023' });
    userSignedIn({ loginName: 'demo.kyc.half' });
    chooseForTest('20023', { status: null, productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
    await renderApp('/CommKycFile?id=20023&record=return');
    await waitFor(() => expect(currentStep()).toMatch(/^Step \d of 7/), { timeout: 20_000 });
    expect(screen.queryByRole('region', { name: 'Step 0: Returned application' })).toBeNull();
  }, JOURNEY_MS);
});
