import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@mocks/testing/client';
import { recordRequests } from '@tests/support/requests';
import { sessionCleared } from '@/entities/session';
import { enterpriseStatusColor, type EnterpriseListItem } from '@/entities/enterprise';
import { enterpriseListReceived } from '@/features/choose-enterprise';
import { renderApp } from '@tests/support/render';

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

const entry = (enterpriseId: string, companyName: string, id: string | null, status = 'INIT', statusName = 'Initial'): EnterpriseListItem => ({
  id,
  enterpriseId,
  companyName,
  companyNameCn: null,
  status: JSON.stringify({ dictParam: status, displayName: statusName }),
  productType: JSON.stringify({ dictParam: 'IDD', displayName: 'IDD' }),
});

describe('enterprise chooser with ids the document allows (000 §2 "Enterprise chooser")', () => {
  it('lists entries whose row id is missing and whose enterpriseId repeats, each once, without key warnings', async () => {
    // Schema-valid: only enterpriseId is required, and nothing says it is unique in a list.
    enterpriseListReceived({
      enterprises: [entry('20011', 'Alpha Trading Ltd.', null), entry('20011', 'Alpha Trading Ltd. (second listing)', null), entry('20012', 'Beta Finance Ltd.', '20012')],
      context: { entryProductType: null, scenario: null, refer: null },
    });
    await renderApp('/companyChoose');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('button').map((button) => button.querySelector('span')?.textContent)).toEqual([
      'Alpha Trading Ltd.',
      'Alpha Trading Ltd. (second listing)',
      'Beta Finance Ltd.',
    ]);
    expect(consoleErrors.filter((message) => /same key|unique "key"/i.test(message))).toEqual([]);
  });
});

/** The colour of the status tag's text in an element: enterpriseStatusColor's, or antd's neutral one. */
function tagColour(element: Element): string {
  const tag = element.querySelector<HTMLElement>('.ant-tag');
  if (!tag) return 'none';
  // A custom colour is the tag's text, on a pale shade of it that antd derives.
  return tag.getAttribute('style')?.match(/(?:^|;)\s*color:\s*([^;]+)/)?.[1]?.trim() ?? 'default';
}

describe('the chooser as a page', () => {
  it('is titled in sentence case and colours each status by its meaning: approved green, under review blue, returned orange, rejected red, not started neutral', async () => {
    enterpriseListReceived({
      enterprises: [
        entry('1', 'Approved Ltd.', '1', 'ENDURANCE', 'Activated by administrator'),
        entry('2', 'Submitted Ltd.', '2', 'SUBMIT', 'Submitted'),
        entry('3', 'Returned Ltd.', '3', 'BACK', 'Returned for correction'),
        entry('4', 'Rejected Ltd.', '4', 'REJECT', 'Rejected'),
        entry('5', 'New Ltd.', '5', 'INIT', 'Not submitted'),
      ],
      context: { entryProductType: null, scenario: null, refer: null },
    });
    await renderApp('/companyChoose');
    const page = await screen.findByRole('region', { name: 'Select company to log in' });
    expect(within(page).getByRole('heading', { level: 1, name: 'Select company to log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const buttons = within(within(page).getByRole('list')).getAllByRole('button');
    // Each status its own colour (which colour means what: statusTone.test.ts), the neutral one for INIT.
    expect(buttons.map((button) => tagColour(button))).toEqual(['ENDURANCE', 'SUBMIT', 'BACK', 'REJECT', 'INIT'].map(enterpriseStatusColor));
    expect(new Set(buttons.map((button) => tagColour(button))).size).toBe(5);
    expect(buttons[2]).toHaveTextContent('Status: Returned for correction');
  });
});

describe('closing the chooser (000 §2 "Closing it returns to /login")', () => {
  it('ends the sign-in: logout, then /login, where the form stays (a kept session was resumed there at once and the chooser came back)', async () => {
    await signInAs('demo.many');
    enterpriseListReceived({ enterprises: [entry('20011', 'Alpha Trading Ltd.', '20011'), entry('20012', 'Beta Finance Ltd.', '20012')], context: { entryProductType: 'IDD', scenario: null, refer: null } });
    const requests = recordRequests();
    const { route } = await renderApp('/companyChoose');
    const page = await screen.findByRole('region', { name: 'Select company to log in' });
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(route()).toMatch(/^\/login/));
    expect(await requests.to('/sso-web/opera/logout')).toHaveLength(1);
    // The login form stays: the chooser does not come back.
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Select company to log in' })).toBeNull();
    expect(route()).toMatch(/^\/login/);
  });
});
