import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { mockedResponses, server } from '@mocks/node';
import { db } from '@mocks/db';
import { demoAccountId } from '@mocks/scenarios';
import { createDownloadTask, CHINESE_FILE_NAME, DOWNLOAD_ERRORS } from '@mocks/scenarios/downloads';
import { signIn, updateSession } from '@mocks/lib/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { DownloadManager } from './DownloadManager';
import { recordSavedFiles } from '@tests/support/downloads';

const LIST = '/tools-web/mediaTreePakage/list';
const TASKS = '/kj-tools/kjLedgerDownloadInfo/getCurrentUserDownLoadTasks';

let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  calls.push(new URL(request.url).pathname);
};
const callsTo = (path: string) => calls.filter((call) => call === path).length;
let notices: NoticeRecord;
let saved: string[] = [];

// happy-dom lays nothing out (every scroll size is 0, as if the table were at its bottom):
// give elements the table's layout, a 1000 px list in a 340 px box scrolled to the top.
const layout = ['scrollHeight', 'clientHeight'] as const;
const originalLayout = layout.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 340 });
  signIn(demoAccountId('demo.one'));
  updateSession({ orgId: '20001' });
  calls = [];
  server.events.on('request:start', record);
  notices = recordNotices();
  saved = recordSavedFiles();
  rstest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:mock');
  rstest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  layout.forEach((name, index) => {
    const descriptor = originalLayout[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
  server.events.removeListener('request:start', record);
  rstest.restoreAllMocks();
  rstest.useRealTimers();
});

/**
 * Keeps the PENDING tasks pending: the popover polls every 3 s of real time, and a slow test
 * would otherwise see them finish (and the badge and rows change) in the middle.
 */
function holdPackaging(): void {
  db.downloadTask.updateMany({ where: { status: { equals: 'PENDING' } }, data: { pollsLeft: 1_000_000 } });
}

/** Finished (SUCCESS or PACKED) tasks of demo.one in One Trade not downloaded yet. */
const readyInDb = () =>
  db.downloadTask
    .findMany({ where: { accountId: { equals: demoAccountId('demo.one') }, enterpriseId: { equals: '20001' } } })
    .filter((task) => ['SUCCESS', 'PACKED'].includes(task.status) && task.isDownload === 'NO').length;

const button = () => screen.getByRole('button', { name: 'Downloads' });
const badge = () => button().querySelector('.ant-badge-count');
const rows = () => screen.getAllByRole('row').filter((row) => row.querySelector('td') && !row.classList.contains('ant-table-measure-row'));
const row = (fileName: string) => rows().find((candidate) => within(candidate).queryByText(fileName))!;
const tableBody = () => document.querySelector<HTMLElement>('.ant-table-body')!;

async function openPopover(user = userEvent.setup()) {
  holdPackaging();
  await renderApp(<DownloadManager />);
  await waitFor(() => expect(badge()).not.toBeNull());
  await user.click(button());
  await waitFor(() => expect(rows()).toHaveLength(10));
  return user;
}

/** Scrolls the table body to `scrollTop`, with the layout happy-dom does not compute. */
function scrollTable(scrollTop: number, scrollHeight: number, clientHeight = 340) {
  const body = tableBody();
  Object.defineProperty(body, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(body, 'clientHeight', { configurable: true, value: clientHeight });
  body.scrollTop = scrollTop;
  fireEvent.scroll(body);
}

describe('download management (001 §2.8)', () => {
  it('shows the number of finished files not downloaded yet on the badge, and "Downloads" as the button name', async () => {
    await renderApp(<DownloadManager />);
    await waitFor(() => expect(badge()).toHaveTextContent(String(readyInDb())));
    expect(readyInDb()).toBe(12);
    expect(screen.getByText('Files ready to download: 12')).toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    for (let index = 0; index < 120; index += 1) {
      createDownloadTask(demoAccountId('demo.one'), '20001', { id: `77${index}`, fileName: `bulk-${index}.csv`, status: 'SUCCESS', createTime: '2020-01-01 00:00:00' });
    }
    await renderApp(<DownloadManager />);
    await waitFor(() => expect(badge()).toHaveTextContent('99+'));
  });

  it('lists number, file name, status, created time; Download only on finished tasks', async () => {
    await openPopover();
    expect(within(rows()[0]!).getByText('1')).toBeInTheDocument();
    expect(within(row('Receivables ledger 2026-11.csv')).getByText('Pending')).toBeInTheDocument();
    expect(within(row(CHINESE_FILE_NAME)).getByText('Succeeded')).toBeInTheDocument();
    expect(within(row(CHINESE_FILE_NAME)).getByText('2026-11-22 08:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${CHINESE_FILE_NAME}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download Invoice list 2026-10.csv' })).toBeEnabled(); // PACKED
    expect(screen.getByRole('button', { name: 'Download Receivables ledger 2026-11.csv' })).toBeDisabled(); // PENDING
    expect(screen.getByRole('button', { name: 'Download Settlement statement 2026-10.csv' })).toBeDisabled(); // FAILED
  });

  it('shows the failure reason as text in a tooltip the keyboard reaches', async () => {
    const user = await openPopover();
    const reason = screen.getByRole('button', { name: 'Why Settlement statement 2026-10.csv failed' });
    expect(screen.queryByText(DOWNLOAD_ERRORS.timeout.en)).toBeNull();
    while (document.activeElement !== reason) await user.tab();
    expect(await screen.findByText(DOWNLOAD_ERRORS.timeout.en)).toBeInTheDocument();
  });

  it('downloads a finished file under the server’s (Chinese) name and marks it downloaded', async () => {
    const user = await openPopover();
    const before = readyInDb();
    await user.click(screen.getByRole('button', { name: `Download ${CHINESE_FILE_NAME}` }));
    await waitFor(() => expect(saved).toEqual([CHINESE_FILE_NAME]));
    await waitFor(() => expect(within(row(CHINESE_FILE_NAME)).getByText('Downloaded')).toBeInTheDocument());
    expect(readyInDb()).toBe(before - 1);
    await waitFor(() => expect(badge()).toHaveTextContent(String(before - 1)));
  });

  it('shows the message of a JSON answer instead of a file and does not mark the task', async () => {
    const user = await openPopover();
    await user.click(screen.getByRole('button', { name: 'Download Payables ledger 2026-10.csv' }));
    await waitFor(() => expect(notices.error).toContain('The file has expired. Please export it again.'));
    expect(saved).toEqual([]);
    expect(db.downloadTask.findFirst({ where: { id: { equals: '900106' } } })?.isDownload).toBe('NO');
  });

  it.each<[string, () => Response]>([
    ['a success envelope with null data', () => HttpResponse.json({ code: '200', data: null })],
    ['an HTML page', () => HttpResponse.html('<!DOCTYPE html><html><body>Gateway</body></html>')],
    ['invalid JSON', () => new HttpResponse('{"code":"200",', { headers: { 'content-type': 'application/json' } })],
  ])('%s instead of the file: nothing saved, "Download failure" shown, the task not marked (000 §8 "Downloads")', async (_answer, reply) => {
    const user = await openPopover();
    server.use(http.get('*/tools-web/mediaTreePakage/mediaTreeDownload', () => reply()));
    const task = db.downloadTask.findFirst({ where: { fileName: { equals: CHINESE_FILE_NAME } } });
    expect(task?.isDownload).toBe('NO');
    await user.click(screen.getByRole('button', { name: `Download ${CHINESE_FILE_NAME}` }));
    await waitFor(() => expect(notices.error).toEqual(['Download failure']));
    expect(saved).toEqual([]);
    expect(callsTo('/kj-tools/kjLedgerDownloadInfo/markDownloaded')).toBe(0);
    expect(db.downloadTask.findFirst({ where: { id: { equals: task!.id } } })?.isDownload).toBe('NO');
    expect(within(row(CHINESE_FILE_NAME)).queryByText('Downloaded')).toBeNull();
    // The answers break the document on purpose.
    await mockedResponses.take();
  });

  it("puts 'Mark all as downloaded' in the popover's header row, after the title (issue 15: clipped at the edge in Chinese)", async () => {
    await openPopover();
    const header = screen.getByTestId('download-panel-header');
    // The row is the popover's title itself, not a toolbar in its body.
    expect(header.closest('.ant-popover-title')).not.toBeNull();
    const [title, button] = [...header.children];
    expect(title).toHaveTextContent('Download management');
    expect(button?.tagName).toBe('BUTTON');
    expect(button).toHaveAccessibleName('Mark all as downloaded');
    expect(header.children).toHaveLength(2);
  });

  it('marks all as downloaded: badge gone, finished rows show Downloaded', async () => {
    const user = await openPopover();
    await user.click(screen.getByRole('button', { name: 'Mark all as downloaded' }));
    await waitFor(() => expect(badge()).toBeNull());
    await waitFor(() => expect(within(row(CHINESE_FILE_NAME)).getByText('Downloaded')).toBeInTheDocument());
    expect(within(row('Settlement statement 2026-10.csv')).queryByText('Downloaded')).toBeNull();
    // antd may keep its leaving spinner (named "loading") in the button for a moment.
    expect(screen.getByRole('button', { name: /Mark all as downloaded$/ })).toBeDisabled();
  });

  it('loads the next page of 10 within 100 px of the bottom, until all 23 are shown', async () => {
    await openPopover();
    const first = callsTo(TASKS);
    scrollTable(0, 1000); // 660 px from the bottom: nothing
    scrollTable(500, 1000); // 160 px: nothing
    expect(callsTo(TASKS)).toBe(first);
    scrollTable(560, 1000); // 100 px: page 2
    await waitFor(() => expect(rows()).toHaveLength(20));
    scrollTable(1660, 2000);
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(within(rows()[22]!).getByText('23')).toBeInTheDocument();
    expect(await screen.findByText('All 23 tasks are shown')).toBeInTheDocument();
    scrollTable(1700, 2000);
    expect(callsTo(TASKS)).toBe(first + 2);
  });

  it('stops paging after a page fails to load', async () => {
    await openPopover();
    server.use(
      // A transport failure: the page cannot be loaded at all.
      (await import('@mocks/lib/http')).http.untyped.post(`*${TASKS}`, () => Response.error()),
    );
    scrollTable(560, 1000);
    expect(await screen.findByText('The download tasks could not be loaded. Close and reopen to try again.')).toBeInTheDocument();
    const attempts = callsTo(TASKS);
    scrollTable(600, 1000);
    scrollTable(660, 1000);
    expect(callsTo(TASKS)).toBe(attempts);
    expect(rows()).toHaveLength(10);
  });

  it('refreshes every 3 s only while open: PENDING tasks turn SUCCESS and FAILED', async () => {
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => rstest.advanceTimersByTime(ms) });
    await renderApp(<DownloadManager />);
    await waitFor(() => expect(callsTo(LIST)).toBe(1));
    // Closed: no polling.
    await act(() => rstest.advanceTimersByTimeAsync(9000));
    expect(callsTo(LIST)).toBe(1);

    await user.click(button());
    await waitFor(() => expect(rows()).toHaveLength(10));
    const opened = callsTo(LIST);
    await act(() => rstest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(callsTo(LIST)).toBe(opened + 1));
    await waitFor(() => expect(within(row('Receivables ledger 2026-11.csv')).getByText('Succeeded')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Download Receivables ledger 2026-11.csv' })).toBeEnabled();
    expect(within(row('Order attachments 2026-11.csv')).getByText('Pending')).toBeInTheDocument();
    await act(() => rstest.advanceTimersByTimeAsync(6000));
    await waitFor(() => expect(callsTo(LIST)).toBe(opened + 3));
    await waitFor(() => expect(within(row('Order attachments 2026-11.csv')).getByText('Failed')).toBeInTheDocument());

    // Closed again: the polling stops.
    await user.click(button());
    await waitFor(() => expect(document.querySelector('.ant-table')).toBeNull());
    const closed = callsTo(LIST);
    await act(() => rstest.advanceTimersByTimeAsync(9000));
    expect(callsTo(LIST)).toBe(closed);
  });

  it('speaks Chinese', async () => {
    await renderApp(<DownloadManager />, { locale: 'zh' });
    await userEvent.setup().click(await screen.findByRole('button', { name: '下载管理' }));
    expect(await screen.findByRole('button', { name: '全部标记为已下载' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('处理中').length).toBeGreaterThan(0));
    expect(screen.getByRole('columnheader', { name: '创建时间' })).toBeInTheDocument();
  });
});
