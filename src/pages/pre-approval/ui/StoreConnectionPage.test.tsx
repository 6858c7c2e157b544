import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { get, signInAs } from '@mocks/testing/client';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { signedFile } from '@tests/support/files';
import { clearFaults, setFault } from '@tests/support/faults';
import { IDBFactory } from 'fake-indexeddb';
import { heldFiles, storage } from '@/shared/lib/storage';

/**
 * The store-connection variant of the pre-approval page (/preApproval, 001 §2.6, §4, §5,
 * §8, §9) against the mock's pre-approval enterprises (mocks/scenarios/preApproval.ts):
 * 20051 demo.pre.new (no store), 20052 demo.pre.stores (two Amazon stores, no files),
 * 20053 demo.pre.partial (11 stores, one Amazon store without files), 20054 demo.pre.done
 * (every Amazon store has files). The rules' tables are entities/pre-approval's stage.test.ts and
 * lib/submitCheck.test.ts.
 */

configure({ asyncUtilTimeout: 10_000 });
const JOURNEY_MS = 60_000;

const DEMO = {
  new: ['demo.pre.new', '20051'],
  stores: ['demo.pre.stores', '20052'],
  partial: ['demo.pre.partial', '20053'],
  done: ['demo.pre.done', '20054'],
} as const;

let notices: NoticeRecord;

async function openAs(demo: keyof typeof DEMO, path = '/preApproval?productType=E_FINANCE', locale: 'en' | 'zh' = 'en') {
  const [loginName, enterpriseId] = DEMO[demo];
  await signInAs(loginName);
  await get('/kj-web/sys/setOrgId', { orgId: enterpriseId });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterpriseId, { status: 'INIT', productType: 'DEFAULT_PRODUCT', location: 'TERRITORY' });
  const rendered = await renderApp(path, { locale });
  await screen.findByRole('heading', { level: 1, name: locale === 'en' ? 'Pre-approval: connect your stores' : '预审批：连接店铺' }, { timeout: 20_000 });
  return rendered;
}

const stageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const currentStage = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';
const storeRow = (sellerId: string) => screen.getByRole('row', { name: new RegExp(sellerId) });
const UPLOAD_LIST = 'Uploaded files';

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  localStorage.clear();
  notices = recordNotices();
});

afterEach(() => {
  rstest.useRealTimers();
});

describe('store connection: the stage on arrival (001 §4)', () => {
  it('no store (demo.pre.new): the intro; Start opens stage 2, whose Next waits for a store; the big-data token is kept in local storage and the bigDataToken cookie', async () => {
    await openAs('new');
    expect(await stageHeading('Get pre-approved in three stages')).toBeInTheDocument();
    expect(currentStage()).toContain('Get started');
    await waitFor(() => expect(localStorage.getItem('bigDataToken')).toMatch(/\S/));
    const token = JSON.parse(localStorage.getItem('bigDataToken')!) as string;
    expect(document.cookie).toContain(`bigDataToken=${encodeURIComponent(token)}`);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await stageHeading('Authorised stores')).toHaveFocus();
    expect(currentStage()).toContain('Authorise stores');
    expect(await screen.findByText('No store has been authorised yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorise a store' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Authorise at least one store to continue.')).toBeInTheDocument();
  }, JOURNEY_MS);

  it('Amazon stores without files (demo.pre.stores): connect data', async () => {
    await openAs('stores');
    expect(await stageHeading('Settlement data')).toBeInTheDocument();
    expect(currentStage()).toContain('Connect data');
    expect(await screen.findByText('A2PRE0052US001')).toBeInTheDocument();
    // The marketplace by its name from the marketplace list, not its code.
    await waitFor(() => expect(within(storeRow('A2PRE0052UK002')).getByText('United Kingdom')).toBeInTheDocument());
    expect(within(storeRow('A2PRE0052UK002')).queryByText('UK')).toBeNull();
  }, JOURNEY_MS);

  it('every Amazon store with files (demo.pre.done): the flow is done; another store can still be authorised', async () => {
    const { route } = await openAs('done');
    expect(await stageHeading('Your stores are connected')).toBeInTheDocument();
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
    const user = userEvent.setup();
    // Another store can still be authorised: stage 2 lists the stores, and Next is open.
    await user.click(screen.getByRole('button', { name: 'Authorise another store' }));
    expect(await stageHeading('Authorised stores')).toBeInTheDocument();
    expect(await screen.findByText('A4PRE0054US001')).toBeInTheDocument();
    expect(within(storeRow('OTHERS00540003')).getByText('Other platform')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Authorise a store' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(route()).toBe('/preApproval?productType=E_FINANCE');
  }, JOURNEY_MS);

  it('in Chinese: the intro and its stage names', async () => {
    await openAs('new', '/preApproval', 'zh');
    expect(await stageHeading('三步完成预审批')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开\s*始/ })).toBeInTheDocument();
  }, JOURNEY_MS);
});

describe('store connection: authorising the first store (001 §2.6 stage 2, §4)', () => {
  /** Lets `ms` of fake time pass, with the promises (mock answers, renders) it lets through. */
  const pass = (ms: number) => act(() => rstest.advanceTimersByTimeAsync(ms));
  const WAITING = 'Waiting for authorisation';
  const SYNCED = 'Synchronisation successful';

  it('no store (demo.pre.new): Start → authorise Amazon SC in the United States → the dialog waits, then synchronises → Done → the store is in the page’s table under its marketplace’s name and Next opens → Next: stage 3 takes that store’s settlement files', async () => {
    await openAs('new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await stageHeading('Authorised stores');
    const stores = screen.getByRole('table', { name: 'Authorised stores' });
    expect(await within(stores).findByText('No store has been authorised yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Authorise a store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authorise a store' });
    await user.click(within(dialog).getByRole('radio', { name: 'Amazon SC Global marketplace' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'United States' }));

    // From here the dialog polls on fake time, once a second; the mock answers '2' on the third poll.
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    for (let tries = 0; tries < 20 && !within(dialog).queryByRole('heading', { name: WAITING }); tries += 1) await pass(10);
    expect(within(dialog).getByRole('heading', { name: WAITING })).toBeInTheDocument();
    await pass(1000);
    // Still waiting: the page's table has no store yet.
    expect(within(dialog).getByRole('heading', { name: WAITING })).toBeInTheDocument();
    expect(within(stores).getByText('No store has been authorised yet.')).toBeInTheDocument();
    await pass(1000);
    expect(within(dialog).getByRole('heading', { name: SYNCED })).toBeInTheDocument();
    // The page's own table is read again: the new store appears without a reload.
    const amazonRow = () => within(stores).queryByRole('row', { name: /Amazon Seller Central/ });
    for (let tries = 0; tries < 50 && !amazonRow(); tries += 1) await pass(10);
    rstest.useRealTimers();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = within(stores).getByRole('row', { name: /Amazon Seller Central/ });
    // The marketplace by its name in the portal's language, not its code.
    expect(within(row).getByRole('cell', { name: 'United States' })).toBeInTheDocument();
    expect(within(row).queryByRole('cell', { name: 'US' })).toBeNull();
    expect(within(stores).queryByText('No store has been authorised yet.')).toBeNull();
    const sellerId = within(row).getAllByRole('cell')[1]!.textContent ?? '';
    expect(sellerId).toMatch(/\S/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.queryByText('Authorise at least one store to continue.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stageHeading('Settlement data')).toHaveFocus();
    expect(currentStage()).toContain('Connect data');
    expect(await screen.findByLabelText(`Settlement files for seller ${sellerId}`)).toBeInTheDocument();
  }, JOURNEY_MS);
});

describe('store connection: submitting settlement data (001 §5, §8)', () => {
  it('a file added is "added, sent on submit", not "uploaded"; leaving with files neither sent nor kept (no IndexedDB here) asks first (a reload too), Stay keeps them', async () => {
    const { route, router } = await openAs('stores');
    await stageHeading('Settlement data');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Settlement files for seller A2PRE0052US001'), signedFile('us_jan.csv'));
    await within(storeRow('A2PRE0052US001')).findByText('us_jan.csv');
    expect(notices.success).toEqual(['File added. It is sent when you submit.']);
    expect(within(storeRow('A2PRE0052US001')).getByText('Added, sent on submit')).toBeInTheDocument();

    // A reload or closing the tab: the browser asks (the event's default is prevented).
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Another page of the portal: a dialog; Stay keeps the page and its file.
    void router.navigate('/main-productCenter');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without sending your files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without sending your files?' })).toBeNull());
    expect(route()).toMatch(/^\/preApproval/);
    expect(within(storeRow('A2PRE0052US001')).getByText('us_jan.csv')).toBeInTheDocument();
  }, JOURNEY_MS);

  it('Submit without files: each Amazon row shows the proceed tip, an error toast, nothing sent; with a file per store one batchUpload per store with the store’s fields, then the success dialog; Done goes to the product centre', async () => {
    const { route } = await openAs('stores');
    await stageHeading('Settlement data');
    await screen.findByText('A2PRE0052UK002');
    const user = userEvent.setup();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(notices.error).toEqual(['Every Amazon store needs at least one settlement file before you submit.']);
    for (const seller of ['A2PRE0052US001', 'A2PRE0052UK002']) {
      expect(within(storeRow(seller)).getByText('Upload at least one settlement file for this store to proceed.')).toBeInTheDocument();
    }
    expect(await requests.to('/kj-bigdata/preApproval/batchUpload')).toEqual([]);

    await user.upload(screen.getByLabelText('Settlement files for seller A2PRE0052US001'), [signedFile('us_jan.csv'), signedFile('US settlement 2025-02.csv')]);
    await within(storeRow('A2PRE0052US001')).findByText('US settlement 2025-02.csv');
    // The tip goes as soon as the store has a file; the other store's stays.
    expect(within(storeRow('A2PRE0052US001')).queryByText('Upload at least one settlement file for this store to proceed.')).toBeNull();
    expect(within(storeRow('A2PRE0052UK002')).getByText('Upload at least one settlement file for this store to proceed.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Settlement files for seller A2PRE0052UK002'), signedFile('uk.xlsx'));
    await within(storeRow('A2PRE0052UK002')).findByText('uk.xlsx');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submitted successfully' });
    const sent = (await requests.to('/kj-bigdata/preApproval/batchUpload')).map((request) => String(request.body));
    expect(sent).toHaveLength(2);
    const field = (body: string, name: string) => new RegExp(`name="${name}"\\r?\\n\\r?\\n([^\\r\\n]*)`).exec(body)?.[1];
    expect(sent.map((body) => field(body, 'sellerId'))).toEqual(['A2PRE0052US001', 'A2PRE0052UK002']);
    expect(sent.map((body) => field(body, 'marketplace'))).toEqual(['US', 'UK']);
    // Every file of a store in its one call, one part each, under a name that meets 000 §5's rule.
    const fileNames = (body: string) => [...body.matchAll(/name="files"; filename="([^"]+)"/g)].map((match) => match[1]);
    expect(sent.map(fileNames)).toEqual([['us_jan.csv', 'US_settlement_2025_02.csv'], ['uk.xlsx']]);
    for (const body of sent) {
      expect(field(body, 'docType')).toBe('settlement_offline');
      expect(field(body, 'requestId')).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toMatch(/name="clientName"/);
      expect(body).toMatch(/name="programName"/);
    }
    expect(field(sent[0]!, 'requestId')).not.toBe(field(sent[1]!, 'requestId'));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);

  it('two pages of stores (demo.pre.partial): chosen files are held across pages, and only the store that gets files is sent', async () => {
    await openAs('partial');
    await stageHeading('Settlement data');
    await screen.findByText('A3PRE0053DE003');
    const user = userEvent.setup();
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(notices.error).toEqual(['Every Amazon store needs at least one settlement file before you submit.']);
    expect(within(storeRow('A3PRE0053DE003')).getByText('Upload at least one settlement file for this store to proceed.')).toBeInTheDocument();
    // A store holding files already needs none.
    expect(within(storeRow('A3PRE0053US001')).queryByText(/to proceed/)).toBeNull();
    expect(within(storeRow('A3PRE0053US001')).getByText('settlement_us_2025-01.csv')).toBeInTheDocument();
    // The vendor-platform store needs no file.
    expect(within(storeRow('JDVC00530010')).getByText('No file needed')).toBeInTheDocument();
    // So the tip shows once in the table: only for the one store that needs a file.
    expect(within(screen.getByRole('table', { name: 'Stores and their settlement files' })).getAllByText('Upload at least one settlement file for this store to proceed.')).toHaveLength(1);

    await user.upload(screen.getByLabelText('Settlement files for seller A3PRE0053DE003'), signedFile('de.csv'));
    await within(storeRow('A3PRE0053DE003')).findByText('de.csv');
    // The pager's previous/next buttons are named in words (their icons are hidden).
    expect(screen.getByRole('button', { name: 'Previous Page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeEnabled();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('A3PRE0053MX011')).toBeInTheDocument();
    expect(screen.queryByText('A3PRE0053DE003')).toBeNull();
    await user.click(screen.getByRole('listitem', { name: '1' }));
    expect(await within(await screen.findByRole('row', { name: /A3PRE0053DE003/ })).findByText('de.csv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Submitted successfully' });
    const sent = (await requests.to('/kj-bigdata/preApproval/batchUpload')).map((request) => String(request.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/name="sellerId"\r?\n\r?\nA3PRE0053DE003/);
  }, JOURNEY_MS);
});

describe('store connection: chosen files are kept like every draft (001 §2.1 "Nothing typed is lost")', () => {
  // The browser's IndexedDB, where the chosen files' content is kept (happy-dom has none): a fresh one per test.
  const browserIndexedDB = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
  beforeEach(() => {
    Object.defineProperty(globalThis, 'indexedDB', { value: new IDBFactory(), configurable: true, writable: true });
  });
  afterEach(() => {
    clearFaults();
    if (browserIndexedDB) Object.defineProperty(globalThis, 'indexedDB', browserIndexedDB);
    else Reflect.deleteProperty(globalThis, 'indexedDB');
  });

  const chosenIn = (seller: string) => within(within(storeRow(seller)).getByRole('list', { name: UPLOAD_LIST }));

  it('a file chosen, then the session ended (830005 on Submit): signed in again, the file is still listed, Submit sends it, and it is kept no longer', async () => {
    // The session's end reads the address the user is on (the app routes by the hash).
    window.location.hash = '#/preApproval?productType=E_FINANCE';
    const first = await openAs('partial');
    await screen.findByText('A3PRE0053DE003');
    const user = userEvent.setup();
    const chosen = signedFile('de_march.csv', 300);
    await user.upload(screen.getByLabelText('Settlement files for seller A3PRE0053DE003'), chosen);
    // Added once it is kept.
    await within(storeRow('A3PRE0053DE003')).findByText('Added, sent on submit');

    setFault({ target: '/kj-bigdata/preApproval/batchUpload', kind: 'forcedRelogin' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // 000 §8: 830005 sends the tab to the sign-in page.
    await waitFor(() => expect(window.location.hash).toBe(`#/login?lang=en&refer=${encodeURIComponent('/preApproval?productType=E_FINANCE')}`));
    first.unmount();
    clearFaults();

    await openAs('partial');
    await screen.findByText('A3PRE0053DE003');
    expect(await chosenIn('A3PRE0053DE003').findByText('de_march.csv')).toBeInTheDocument();
    expect(within(storeRow('A3PRE0053DE003')).getByText('Added, sent on submit')).toBeInTheDocument();

    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Submitted successfully' });
    const sent = (await requests.to('/kj-bigdata/preApproval/batchUpload')).map((request) => String(request.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/name="sellerId"\r?\n\r?\nA3PRE0053DE003/);
    // The file as chosen: its name and its content.
    expect(sent[0]).toContain('filename="de_march.csv"');
    expect(sent[0]).toContain(await chosen.text());
  }, JOURNEY_MS);

  it('kept through a reload (the page opened again), and once sent, a reload no longer brings it back', async () => {
    const first = await openAs('partial');
    await screen.findByText('A3PRE0053DE003');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Settlement files for seller A3PRE0053DE003'), signedFile('de.csv'));
    await within(storeRow('A3PRE0053DE003')).findByText('Added, sent on submit');
    // Kept, so a reload or closing the tab no longer asks first.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    first.unmount();

    await renderApp('/preApproval?productType=E_FINANCE');
    await screen.findByText('A3PRE0053DE003');
    expect(await chosenIn('A3PRE0053DE003').findByText('de.csv')).toBeInTheDocument();
    const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('wizardDraft:'));
    const [draft] = drafts();
    const [kept] = Object.values(storage.get<Record<string, { id: string }[]>>('session', draft!) ?? {}).flat();
    expect(await heldFiles.get(kept!.id)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Submitted successfully' });
    // Sent: neither listed nor kept any more, so a reload brings nothing back.
    await waitFor(() => expect(drafts()).toEqual([]));
    await waitFor(async () => expect(await heldFiles.get(kept!.id)).toBeNull());
  }, JOURNEY_MS);

  it('another account on this tab never sees them (kept per user and enterprise)', async () => {
    const first = await openAs('stores');
    await screen.findByText('A2PRE0052US001');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Settlement files for seller A2PRE0052US001'), signedFile('us_jan.csv'));
    await within(storeRow('A2PRE0052US001')).findByText('Added, sent on submit');
    first.unmount();

    await openAs('partial');
    await screen.findByText('A3PRE0053DE003');
    expect(screen.queryByText('us_jan.csv')).toBeNull();
  }, JOURNEY_MS);
});

describe('store connection: a store whose upload fails (001 §8)', () => {
  it('while sending, Submit shows its loader and the files cannot be changed; a refused store keeps its chosen files and the server’s message shows, the sent store lets go of its own; Submit again sends only what is left', async () => {
    await openAs('stores');
    await screen.findByText('A2PRE0052UK002');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Settlement files for seller A2PRE0052US001'), signedFile('us.csv'));
    await user.upload(screen.getByLabelText('Settlement files for seller A2PRE0052UK002'), signedFile('uk.csv'));
    await within(storeRow('A2PRE0052UK002')).findByText('uk.csv');

    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.post('*/kj-bigdata/preApproval/batchUpload', async ({ request }) => {
        const form = await request.clone().formData();
        if (form.get('sellerId') === 'A2PRE0052UK002') return HttpResponse.json({ code: '500100', msg: 'The settlement service is busy.', data: null });
        await gate;
        return undefined;
      }),
    );
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Submit/ })).toHaveClass('ant-btn-loading'));
    expect(screen.queryByLabelText('Settlement files for seller A2PRE0052US001')).toBeNull();
    expect(screen.queryByLabelText('Settlement files for seller A2PRE0052UK002')).toBeNull();
    release();

    await waitFor(() => expect(notices.error).toContain('The settlement service is busy.'));
    expect(await screen.findByText("Some stores' files could not be submitted; your chosen files are kept. Please try again.")).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog', { name: 'Submitted successfully' })).toBeNull();
    expect(within(storeRow('A2PRE0052UK002')).getByText('uk.csv')).toBeInTheDocument();
    await waitFor(() => expect(within(storeRow('A2PRE0052US001')).getByText('Already submitted')).toBeInTheDocument());
    // us.csv is now among the store's sent files, no longer among the chosen ones.
    expect(within(within(storeRow('A2PRE0052US001')).getByRole('list', { name: UPLOAD_LIST })).queryByText('us.csv')).toBeNull();
    expect(within(within(storeRow('A2PRE0052UK002')).getByRole('list', { name: UPLOAD_LIST })).getByText('uk.csv')).toBeInTheDocument();
    expect(await requests.to('/kj-bigdata/preApproval/batchUpload')).toHaveLength(2);

    server.resetHandlers();
    requests.stop();
    const again = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Submitted successfully' });
    const sent = (await again.to('/kj-bigdata/preApproval/batchUpload')).map((request) => String(request.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/name="sellerId"\r?\n\r?\nA2PRE0052UK002/);
  }, JOURNEY_MS);
});

describe('store connection: around the stages', () => {
  it('shows the server’s store fields as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    server.use(
      mswHttp.post('*/kj-bigdata/enterpriseAccess/pageAuthorizedStores', () =>
        HttpResponse.json({
          code: '200',
          data: { records: [{ id: 'x1', platform: 'JD VC', storeName: hostile, area: 'US', clientName: '<b>bold</b>', status: 'ACTIVE', fileList: [] }], total: 1, current: 1, size: 10 },
        }),
      ),
    );
    await openAs('stores');
    await stageHeading('Settlement data');
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(document.querySelector('main img[src="x"], .ant-table img')).toBeNull();
  }, JOURNEY_MS);

  it('logging out from the page goes to /login keeping productType (001 §2.6)', async () => {
    const { route, visited } = await openAs('new');
    const user = userEvent.setup();
    // The user menu is named after the account as getCurSysUser describes it.
    await user.click(await screen.findByRole('button', { name: 'Demo Pre-approval New' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(route()).toMatch(/^\/login/));
    // Both the logout and the menu permission gate around the page (which sees the session
    // gone before /login has loaded) keep the query.
    expect(visited().filter((path) => path.startsWith('/login'))).not.toContain('/login');
    await waitFor(() => expect(route()).toBe('/login?productType=E_FINANCE'));
  }, JOURNEY_MS);
});

describe('store connection: the success dialog (001 §2.6, §9)', () => {
  it('status=succcess opens the success dialog at stage 3, which goes to the product centre after 5 seconds', async () => {
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { route } = await openAs('stores', '/preApproval?status=succcess&productType=E_FINANCE');
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument();
    expect(currentStage()).toContain('Connect data');
    await act(() => rstest.advanceTimersByTimeAsync(4000));
    expect(route()).toBe('/preApproval?status=succcess&productType=E_FINANCE');
    await act(() => rstest.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(route()).toBe('/main-productCenter'));
  }, JOURNEY_MS);
});
