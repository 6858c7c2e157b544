import { beforeEach, describe, expect, it } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, sessionUpdated } from '@/entities/session';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';

/** The store-binding landing page (/home?isReFlag=2, 000 §2) leads to pre-approval (001 §2.6). */
describe('store binding: the pre-approval card', () => {
  beforeEach(() => {
    sessionCleared();
    sessionStorage.clear();
    recordNotices();
  });

  async function land(locale: 'en' | 'zh' = 'en') {
    await signInAs('demo.pre.new');
    await get('/kj-web/sys/setOrgId', { orgId: '20051' });
    sessionUpdated({ curLoginName: 'demo.pre.new' });
    chooseForTest('20051', { productType: 'DEFAULT_PRODUCT', status: 'INIT' });
    const rendered = await renderApp('/home?isReFlag=2', { locale });
    await waitFor(() => expect(rendered.route()).toBe('/child-accountSettingPortal/bindStore'), { timeout: 15_000 });
    return rendered;
  }

  it('offers a link to /preApproval, which opens the store-connection page', async () => {
    const { route } = await land();
    expect(await screen.findByRole('heading', { level: 2, name: 'Get pre-approved for financing' }, { timeout: 15_000 })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Connect stores for pre-approval' });
    expect(link).toHaveAttribute('href', '/preApproval');
    await userEvent.setup().click(link);
    await waitFor(() => expect(route()).toBe('/preApproval'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-approval: connect your stores' }, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);

  it('in Chinese', async () => {
    await land('zh');
    expect(await screen.findByRole('link', { name: '连接店铺进行预审批' }, { timeout: 15_000 })).toHaveAttribute('href', '/preApproval');
  }, 60_000);
});
