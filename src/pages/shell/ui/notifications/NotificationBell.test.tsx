import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { server } from '@mocks/node';
import { demoAccountId } from '@mocks/scenarios';
import { addMarkupMessage, MARKUP_TITLE } from '@mocks/testing/hostileNotification';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, sessionUpdated, userSignedIn } from '@/entities/session';
import { chooseForTest } from '@tests/support/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { NotificationBell } from './NotificationBell';

const COUNT_PATH = '/kj-sys/notification/getNotificationcount';
const UPDATE_PATH = '/kj-sys/notification/updateHandleStatus';
const PUSH_PATH = '/kj-sys/notification/getPushlistUndeal';

let notices: NoticeRecord;

/** Request bodies (or '' for none) per path, in order. */
function recordRequests() {
  const seen: { path: string; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    void request
      .clone()
      .text()
      .then((body) => seen.push({ path: new URL(request.url).pathname, body }));
  };
  server.events.on('request:start', listener);
  return {
    of: (path: string) => seen.filter((entry) => entry.path === path),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

function enterAs(loginName: string, enterpriseId: string, userId?: string) {
  signIn(demoAccountId(loginName));
  updateSession({ orgId: enterpriseId });
  // Without objUser no pushes are asked for (only the push test sets it).
  if (userId) {
    chooseForTest(enterpriseId);
    userSignedIn({ loginName, loginUser: { id: userId } });
  }
}

const badge = () => screen.getByTestId('notification-badge');

async function openDrawer(locale: 'en' | 'zh' = 'en') {
  const user = userEvent.setup();
  await renderApp(<NotificationBell />, { locale });
  await waitFor(() => expect(badge()).toHaveTextContent(/\d/));
  await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Notifications' : '消息通知' }));
  const drawer = await screen.findByRole('dialog', { name: locale === 'en' ? 'Notifications' : '消息通知' });
  return { user, drawer };
}

const listItems = (msgType: 1 | 2) => within(screen.getByTestId(`notification-list-${msgType}`)).getAllByRole('listitem');

function scrollToBottom(element: HTMLElement) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 500 });
  element.scrollTop = 460;
  fireEvent.scroll(element);
}

beforeEach(() => {
  notices = recordNotices();
});

afterEach(() => {
  sessionCleared();
  rstest.useRealTimers();
});

describe('notification bell and drawer (001 §2.7)', () => {
  it('badges unread messages plus open to-dos and lists 10 messages, server text as text', async () => {
    enterAs('demo.one', '20001');
    addMarkupMessage(demoAccountId('demo.one'), '20001');
    const { drawer } = await openDrawer();
    expect(badge()).toHaveTextContent('17');
    expect(await within(drawer).findByRole('tab', { name: 'Message', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(listItems(1)).toHaveLength(10));
    expect(within(drawer).getByText(MARKUP_TITLE)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('loads the next page of 10 when scrolled within 50 px of the bottom, until none is left', async () => {
    enterAs('demo.one', '20001');
    await openDrawer();
    await waitFor(() => expect(listItems(1)).toHaveLength(10));
    scrollToBottom(screen.getByTestId('notification-list-1'));
    await waitFor(() => expect(listItems(1)).toHaveLength(20));
    scrollToBottom(screen.getByTestId('notification-list-1'));
    await waitFor(() => expect(listItems(1)).toHaveLength(25));
    expect(screen.getByText('No more notifications')).toBeInTheDocument();
  });

  it('opens a message in a dialog in the current language and marks it read (updType 1): the count drops', async () => {
    enterAs('demo.one', '20001');
    const requests = recordRequests();
    const { user } = await openDrawer('zh');
    expect(badge()).toHaveTextContent('17');
    await waitFor(() => expect(listItems(1)).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /已收到 KYC 资料/ }));
    // antd gives every dialog the same label id under NODE_ENV=test: find the detail by its place.
    const dialog = await waitFor(() => screen.getAllByRole('dialog').at(-1)!);
    expect(within(dialog).getByText('已收到 KYC 资料', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog).getByText('您的企业资料已收到，正在审核中。')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('16'));
    expect(requests.of(UPDATE_PATH).map((entry) => JSON.parse(entry.body))).toEqual([{ id: '2000110000', updType: 1 }]);
    expect(notices.success).toEqual([]);
    requests.stop();
  });

  it('marks a to-do done (updType 3) with a success toast; the count drops and the item shows Done', async () => {
    enterAs('demo.one', '20001');
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('tab', { name: 'To-do' }));
    await waitFor(() => expect(listItems(2)).toHaveLength(10));
    const first = listItems(2)[0]!;
    await user.click(within(first).getByRole('button', { name: /^Mark as done/ }));
    await waitFor(() => expect(notices.success).toContain('Marked as done.'));
    await waitFor(() => expect(badge()).toHaveTextContent('16'));
    await waitFor(() => expect(within(listItems(2)[0]!).getByText('Done')).toBeInTheDocument());
  });

  it('offers Mark all as read only while unread messages exist (updType 2, id null)', async () => {
    enterAs('demo.one', '20001');
    const requests = recordRequests();
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(notices.success).toContain('All messages marked as read.'));
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(badge()).toHaveTextContent('9');
    expect(requests.of(UPDATE_PATH).map((entry) => JSON.parse(entry.body))).toEqual([{ id: null, updType: 2 }]);
    requests.stop();
  });

  it('searches by title (queryCondition.title) in the open tab', async () => {
    enterAs('demo.one', '20001');
    addMarkupMessage(demoAccountId('demo.one'), '20001');
    const requests = recordRequests();
    const { user, drawer } = await openDrawer();
    await waitFor(() => expect(listItems(1)).toHaveLength(10));
    // The search button is named in words, not by its icon ("search").
    expect(within(drawer).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    await user.type(within(drawer).getByRole('searchbox', { name: 'Search by title' }), 'onerror{Enter}');
    await waitFor(() => expect(listItems(1)).toHaveLength(1));
    // So is the button that clears the text (its icon once named it "close-circle").
    expect(within(drawer).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(within(listItems(1)[0]!).getByText(MARKUP_TITLE)).toBeInTheDocument();
    expect(requests.of('/kj-sys/notification/queryNotificationList').map((entry) => JSON.parse(entry.body)).at(-1)).toEqual({
      current: 1,
      size: 10,
      queryCondition: { msgType: 1, title: 'onerror' },
    });
    await user.click(within(drawer).getByRole('tab', { name: 'To-do' }));
    expect(await within(drawer).findByText('No notifications match the title')).toBeInTheDocument();
    requests.stop();
  });

  it('shows an error toast when marking fails', async () => {
    enterAs('demo.one', '20001');
    server.use(http.post(`*${UPDATE_PATH}`, () => HttpResponse.json({ code: '500', msg: 'Service busy', message: 'Service busy', data: null })));
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('tab', { name: 'To-do' }));
    await waitFor(() => expect(listItems(2)).toHaveLength(10));
    await user.click(within(listItems(2)[0]!).getByRole('button', { name: /^Mark as done/ }));
    await waitFor(() => expect(notices.error).toContain('Service busy'));
    expect(notices.success).toEqual([]);
  });

  it('shows the empty state for an enterprise without notifications, and no badge', async () => {
    enterAs('demo.many', '20018');
    const user = userEvent.setup();
    await renderApp(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(badge()).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows the two newest priority-1 pushes as toasts, in the current language', async () => {
    enterAs('demo.one', '20001', '10001');
    await renderApp(<NotificationBell />);
    await waitFor(() => expect(notices.notices).toHaveLength(2));
    expect(notices.notices).toEqual([
      { title: 'KYC information received', description: 'Your company information has been received and is being reviewed.' },
      { title: 'Financing application approved', description: 'Your financing application has been approved. Funds will arrive within one business day.' },
    ]);
  });

  it('shows each push once per session: a company switched back to, or the shell entered again, does not show it again', async () => {
    // Epsilon's list holds push A, and a second priority-1 push B once A has been shown;
    // Kappa's holds C. B comes a second after A in one list, so once B shows, A had its turn.
    let epsilonAsked = 0;
    const push = (id: string, title: string) => ({ id, title, titleCn: title, content: `About ${title}`, contentCn: `About ${title}`, priority: 1, createTime: '2026-11-20 18:00:00', readStatus: 'UNREAD', handleStatus: null, msgType: 1 });
    server.use(
      http.post(`*${PUSH_PATH}`, async ({ request }) => {
        const { enterpriseId } = (await request.json()) as { enterpriseId: string };
        if (enterpriseId === '20020') return HttpResponse.json({ code: '200', data: [push('C', 'Kappa push')] });
        epsilonAsked += 1;
        return HttpResponse.json({ code: '200', data: epsilonAsked === 1 ? [push('A', 'Epsilon push')] : [push('A', 'Epsilon push'), push('B', 'Epsilon second push')] });
      }),
    );
    const titles = () => notices.notices.map((notice) => notice.title);
    enterAs('demo.many', '20015', '10002');
    const first = await renderApp(<NotificationBell />);
    await waitFor(() => expect(titles()).toEqual(['Epsilon push']));
    chooseForTest('20020');
    await waitFor(() => expect(titles()).toEqual(['Epsilon push', 'Kappa push']));
    chooseForTest('20015');
    await waitFor(() => expect(titles()).toContain('Epsilon second push'));
    expect(titles()).toEqual(['Epsilon push', 'Kappa push', 'Epsilon second push']);

    // Leaving the shell and entering it again (a wizard outside it, then back): A again, and a new E.
    first.unmount();
    server.use(http.post(`*${PUSH_PATH}`, () => HttpResponse.json({ code: '200', data: [push('A', 'Epsilon push'), push('E', 'Epsilon new push')] })));
    await renderApp(<NotificationBell />);
    await waitFor(() => expect(titles()).toContain('Epsilon new push'));
    expect(titles()).toEqual(['Epsilon push', 'Kappa push', 'Epsilon second push', 'Epsilon new push']);
  });

  it('closes the toasts of the company left on a switch: the new company’s do not stack on them (Epsilon → Kappa)', async () => {
    enterAs('demo.many', '20015', '10002');
    await renderApp(<NotificationBell />);
    // Each company's newest priority-1 push has the same title: "KYC information received".
    await waitFor(() => expect(notices.notices).toHaveLength(1));
    const epsilons = notices.notices[0];
    expect(notices.closedNotices).toEqual([]);
    chooseForTest('20020');
    await waitFor(() => expect(notices.notices).toHaveLength(2));
    expect(notices.closedNotices).toEqual([epsilons]);
  });

  it('opening the drawer closes the push toasts, which would cover its search box and first items', async () => {
    enterAs('demo.one', '20001', '10001');
    const user = userEvent.setup();
    await renderApp(<NotificationBell />);
    await waitFor(() => expect(notices.notices).toHaveLength(2));
    expect(notices.closedNotices).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(notices.closedNotices).toEqual(notices.notices));
  });

  it('shows no push toast while the drawer is open', async () => {
    // The push list answers only once the drawer is open: its pushes fall due under it.
    let drawerOpened = () => {};
    const opened = new Promise<void>((resolve) => (drawerOpened = resolve));
    const push = { id: 'P1', title: 'Statement available', titleCn: '对账单已生成', content: 'Download it', contentCn: '请下载', priority: 1, createTime: '2026-11-20 18:00:00', readStatus: 'UNREAD', handleStatus: null, msgType: 1 };
    server.use(http.post(`*${PUSH_PATH}`, async () => (await opened, HttpResponse.json({ code: '200', data: [push] }))));
    const requests = recordRequests();
    enterAs('demo.one', '20001', '10001');
    const user = userEvent.setup();
    await renderApp(<NotificationBell />);
    await waitFor(() => expect(requests.of(PUSH_PATH)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    drawerOpened();
    await waitFor(() => expect(listItems(1)).toHaveLength(10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notices.notices).toEqual([]);
    requests.stop();
  });

  it('a tab signed in by single sign-on (the account read, no login answer) gets the same toasts', async () => {
    enterAs('demo.one', '20001');
    chooseForTest('20001');
    sessionUpdated({ authCode: 'AUTH-1' });
    userSignedIn({ loginName: 'demo.one', account: { id: '10001', loginName: 'demo.one' } });
    await renderApp(<NotificationBell />);
    await waitFor(() => expect(notices.notices).toHaveLength(2));
  });
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('count polling (001 §4: every 5 s, stopping on failure)', () => {
  async function countRequestsOver(polls: number) {
    const requests = recordRequests();
    await renderApp(<NotificationBell />);
    for (let poll = 0; poll <= polls; poll += 1) {
      await act(() => rstest.advanceTimersByTimeAsync(poll === 0 ? 100 : 5000));
    }
    requests.stop();
    return requests.of(COUNT_PATH).length;
  }

  beforeEach(() => {
    enterAs('demo.one', '20001');
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('asks again every 5 s while it succeeds', async () => {
    expect(await countRequestsOver(3)).toBe(4);
  });

  it('stops for good after a non-200 code', async () => {
    server.use(http.post(`*${COUNT_PATH}`, () => HttpResponse.json({ code: '500', msg: 'Busy', message: 'Busy', data: null })));
    expect(await countRequestsOver(3)).toBe(1);
  });

  it('skips the polls while the tab is hidden and resumes when it is shown again', async () => {
    const requests = recordRequests();
    const { store } = await renderApp(<NotificationBell />);
    // The app calls setupListeners; it turns visibilitychange into RTK Query's focus state.
    const unsubscribe = setupListeners(store.dispatch);
    await act(() => rstest.advanceTimersByTimeAsync(100));
    expect(requests.of(COUNT_PATH)).toHaveLength(1);
    setVisibility('hidden');
    await act(() => rstest.advanceTimersByTimeAsync(15_000));
    expect(requests.of(COUNT_PATH)).toHaveLength(1);
    setVisibility('visible');
    await act(() => rstest.advanceTimersByTimeAsync(5000));
    expect(requests.of(COUNT_PATH).length).toBeGreaterThan(1);
    unsubscribe();
    requests.stop();
  });

  it('stops for good after a network failure', async () => {
    server.use(http.post(`*${COUNT_PATH}`, () => HttpResponse.error()));
    expect(await countRequestsOver(3)).toBe(1);
  });
});
