import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { get, post, signInAs } from '@mocks/testing/client';
import { recordRequests } from '@tests/support/requests';
import { server } from '@mocks/node';
import { $chosenEnterprise, sessionCleared, userSignedIn } from '@/entities/session';
import { enterpriseStatusColor, type EnterpriseListItem } from '@/entities/enterprise';
import { PRODUCT_TYPES } from '@/shared/api';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { CompanySwitcher } from './CompanySwitcher';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  rs.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ')));
});
afterEach(() => {
  rs.restoreAllMocks();
  sessionCleared();
});

/** The colour of the status tag's text in an element: enterpriseStatusColor's, or antd's neutral one. */
function tagColour(element: Element): string {
  const tag = element.querySelector<HTMLElement>('.ant-tag');
  if (!tag) return 'none';
  // A custom colour is the tag's text, on a pale shade of it that antd derives.
  return tag.getAttribute('style')?.match(/(?:^|;)\s*color:\s*([^;]+)/)?.[1]?.trim() ?? 'default';
}

describe('company switcher with ids the document allows (000 §1, §6)', () => {
  it('lists enterprises that share an enterpriseId and have no row id, without key warnings, and chooses the one clicked', async () => {
    sessionCleared();
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    const served = await post<EnterpriseListItem[]>('/kj-sys/kjEnterprise/getEnterpriseByType', { productType: [...PRODUCT_TYPES] });
    const alpha = served.data.find((item) => item.companyName === 'Alpha Trading Ltd.');
    const theta = served.data.find((item) => item.companyName === 'Theta Default Ltd.');
    if (!alpha || !theta) throw new Error('demo.many lists Alpha and Theta');
    // Schema-valid: enterpriseId repeats, id is null (only enterpriseId is required).
    const list: EnterpriseListItem[] = [
      { ...alpha, id: null },
      { ...theta, id: null },
      { ...theta, id: null, companyName: 'Theta Default Ltd. (second listing)' },
    ];
    server.use(http.post('*/kj-sys/kjEnterprise/getEnterpriseByType', () => HttpResponse.json({ code: '200', data: list })));
    chooseForTest(alpha.enterpriseId, { companyName: 'Alpha Trading Ltd.' });

    await renderApp(<CompanySwitcher />, { route: '/main-productCenter' });
    const switcher = await screen.findByRole('button', { name: 'Switch company: Alpha Trading Ltd.' });
    await waitFor(() => expect(switcher).toBeEnabled());
    fireEvent.click(switcher);
    const items = await screen.findAllByRole('menuitem');
    // Each with its status, coloured by its meaning (not started neutral, under review blue).
    expect(items.map((item) => item.textContent)).toEqual([
      'Alpha Trading Ltd. (current)Status: Not submitted',
      'Theta Default Ltd.Status: Submitted',
      'Theta Default Ltd. (second listing)Status: Submitted',
    ]);
    expect(items.map((item) => tagColour(item))).toEqual(['INIT', 'SUBMIT', 'SUBMIT'].map(enterpriseStatusColor));

    fireEvent.click(screen.getByRole('menuitem', { name: /^Theta Default Ltd\. \(second listing\)/ }));
    await waitFor(() => expect($chosenEnterprise.getState()?.companyName).toBe('Theta Default Ltd. (second listing)'));
    expect(consoleErrors.filter((message) => /same key|unique "key"/i.test(message))).toEqual([]);
  });
});

describe('company switcher between activated enterprises (000 §4 ENDURANCE)', () => {
  it('looks up the DIGIPO contract of the new enterprise and lands on its page (Epsilon → Kappa)', async () => {
    sessionCleared();
    await signInAs('demo.many');
    userSignedIn({ loginName: 'demo.many' });
    await get('/kj-web/sys/setOrgId', { orgId: '20015' });
    chooseForTest('20015', { companyName: 'Epsilon Market Ltd.', status: 'ENDURANCE', productType: 'MARKET', enterpriseRole: 'FUND' });
    const requests = recordRequests();
    const { route } = await renderApp(<CompanySwitcher />, { route: '/child-marketplacePortal/buyCar' });
    const switcher = await screen.findByRole('button', { name: 'Switch company: Epsilon Market Ltd.' });
    await waitFor(() => expect(switcher).toBeEnabled());
    fireEvent.click(switcher);
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Kappa Market Ltd\./ }));
    await waitFor(() => expect(route()).toBe('/child-marketplacePortal/home'));
    expect(await requests.to('/kj-contract/contractInfo/getDigipoServiceContractClient')).toHaveLength(1);
  });
});
