import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared } from '@/entities/session';
import { recordNotices, type NoticeRecord } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { chooseForTest } from '@tests/support/session';
import { ALL_STORES, usePageAuthorizedStoresQuery } from '@/entities/pre-approval';
import { AuthorizeDialog } from './AuthorizeDialog';

/**
 * The store authorisation dialog (001 §2.6 "Authorisation dialog steps", §4, §9) against the
 * mock, as demo.pre.new (enterprise 20051, nothing connected): the mock answers authStatus
 * '1' twice and '2' on the third poll, except for Brazil (BR), which never completes.
 */

const BIND = '/kj-bigdata/enterpriseAccess/bindEnterpriseAccess';
const STATUS = '/kj-bigdata/enterpriseAccess/queryAccessStatus';
const REGIONS = '/kj-bigdata/enterpriseAccess/listMarketplaceRegion';

let notices: NoticeRecord;

/** The stores table's place: opens the dialog and shows how many stores the enterprise has. */
function StoresWithDialog() {
  const [open, setOpen] = useState(false);
  const stores = usePageAuthorizedStoresQuery(ALL_STORES);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <output data-testid="store-total">{stores.data?.total ?? ''}</output>
      <AuthorizeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog(locale: 'en' | 'zh' = 'en') {
  signIn(demoAccountId('demo.pre.new'));
  updateSession({ orgId: '20051' });
  chooseForTest('20051');
  const user = userEvent.setup();
  await renderApp(<StoresWithDialog />, { locale });
  await waitFor(() => expect(screen.getByTestId('store-total')).toHaveTextContent('0'));
  await user.click(screen.getByRole('button', { name: 'Open the dialog' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

const next = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^(Next|下一步)$/ });
const stepOf = (dialog: HTMLElement) => dialog.querySelector('[data-step]')?.getAttribute('data-step');

/** With real timers: the global marketplace, then the marketplace `name`. */
async function chooseMarketplace(locale: 'en' | 'zh' = 'en', name = 'United States') {
  const opened = await openDialog(locale);
  await opened.user.click(within(opened.dialog).getByRole('radio', { name: /Amazon SC/ }));
  await opened.user.click(next(opened.dialog));
  await opened.user.click(await within(opened.dialog).findByRole('radio', { name }));
  return opened;
}

/** Lets `ms` of fake time pass, with the promises (mock answers, renders) it lets through. */
const pass = (ms: number) => act(() => rstest.advanceTimersByTimeAsync(ms));

/** From a chosen marketplace, with fake timers from here: Next binds and shows step 2. */
async function startWaiting(dialog: HTMLElement) {
  rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  fireEvent.click(next(dialog));
  for (let tries = 0; tries < 20 && stepOf(dialog) !== '2'; tries += 1) await pass(10);
  expect(within(dialog).getByText('Waiting for authorisation')).toBeInTheDocument();
}

beforeEach(() => {
  notices = recordNotices();
});

afterEach(() => {
  rstest.useRealTimers();
  sessionCleared();
});

describe('authorisation dialog, step 0: the platform (001 §2.6)', () => {
  it('shows six tiles; 2, 3 and 4 are greyed out and cannot be chosen, so Next stays disabled', async () => {
    const { user, dialog } = await openDialog();
    const tiles = within(dialog).getAllByRole('radio');
    expect(tiles).toHaveLength(6);
    expect(tiles.map((tile) => tile.closest('[data-platform-id]')?.getAttribute('data-platform-id'))).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(tiles.map((tile) => (tile as HTMLInputElement).disabled)).toEqual([false, false, true, true, true, false]);
    // Named marketplaces, not placeholders; the line says what is coming.
    for (const name of ['eBay', 'Walmart', 'Shopee']) {
      const tile = within(dialog).getByRole('radio', { name: `${name} Connection coming soon, not available yet` });
      await user.click(tile.closest('label')!);
      expect(tile).not.toBeChecked();
    }
    expect(next(dialog)).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Amazon SC Global marketplace' }));
    expect(next(dialog)).toBeEnabled();
  });

  it('moves between the tiles with the arrow keys, skipping the greyed ones', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /JD VC/ }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: /^Others/ })).toBeChecked();
  });

  it('"Others" binds at once (type Others, SELF_REGISTRATION), says so and closes; the stores are read again', async () => {
    const { user, dialog } = await openDialog();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('radio', { name: /^Others/ }));
    await user.click(next(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await requests.to(BIND)).map((seen) => seen.body)).toEqual([{ type: 'Others', source: 'SELF_REGISTRATION' }]);
    expect(notices.success).toEqual(['The store has been added']);
    await waitFor(() => expect(screen.getByTestId('store-total')).toHaveTextContent('1'));
  });
});

describe('authorisation dialog, step 1 (001 §2.6, §4)', () => {
  it('lists the marketplaces by region with their flags; Next is disabled until one is chosen, then binds it and waits', async () => {
    const { user, dialog } = await openDialog();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('radio', { name: /Amazon SC/ }));
    await user.click(next(dialog));
    const northAmerica = await within(dialog).findByRole('group', { name: 'North America' });
    expect(within(dialog).getByRole('group', { name: 'Europe' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Asia Pacific' })).toBeInTheDocument();
    const us = within(northAmerica).getByRole('radio', { name: 'United States' });
    expect(us.closest('label')!.querySelector('img')?.getAttribute('src')).toMatch(/\/kj-media\/demo-files\/flags\/us\.svg$/);
    expect((await requests.to(REGIONS)).map((seen) => seen.body)).toEqual([{ sceneType: 'AMAZON' }]);
    expect(next(dialog)).toBeDisabled();

    await user.click(us);
    expect(next(dialog)).toBeEnabled();
    await user.click(next(dialog));
    expect(await within(dialog).findByText('Waiting for authorisation')).toBeInTheDocument();
    expect((await requests.to(BIND)).map((seen) => seen.body)).toEqual([{ type: 'amazon', marketplace: 'US', source: 'SELF_REGISTRATION' }]);
    expect(within(dialog).getByTestId('authorisation-link')).toHaveTextContent(/\/kj-media\/demo-files\/store-authorisation\.html\?platform=amazon&sceneState=SCENE/);
  });

  it('names regions and marketplaces in Chinese in Chinese', async () => {
    const { user, dialog } = await openDialog('zh');
    await user.click(within(dialog).getByRole('radio', { name: /Amazon SC/ }));
    await user.click(next(dialog));
    const group = await within(dialog).findByRole('group', { name: '北美' });
    expect(within(group).getByRole('radio', { name: '美国' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: '欧洲' })).toBeInTheDocument();
  });

  it('when the marketplaces cannot be loaded, says so with Retry, which loads them', async () => {
    server.use(http.post(`*${REGIONS}`, () => HttpResponse.json({ code: '500', msg: 'Busy', message: 'Busy', data: null }), { once: true }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Amazon SC/ }));
    await user.click(next(dialog));
    expect(await within(dialog).findByText('The marketplaces could not be loaded')).toBeInTheDocument();
    expect(next(dialog)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('group', { name: 'North America' })).toBeInTheDocument();
  });

  it('for the vendor platform shows the plugin download from getWebsiteUrl, in a new tab; nothing is bound', async () => {
    const { user, dialog } = await openDialog();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('radio', { name: /JD VC/ }));
    await user.click(next(dialog));
    const download = await within(dialog).findByRole('link', { name: /Download the plugin/ });
    expect(download.getAttribute('href')).toMatch(/\/kj-media\/demo-files\/jdvc-settlement-plugin\.zip$/);
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect((await requests.to('/kj-tools/configuration/getWebsiteUrl')).map((seen) => seen.body)).toEqual([['jdvcPluginUrl']]);
    expect(await requests.to(BIND)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the back arrow returns to the platforms with the choice kept', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /JD VC/ }));
    await user.click(next(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: /JD VC/ })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
  });
});

describe('authorisation dialog, step 2: waiting (001 §4, §9)', () => {
  it('polls queryAccessStatus every second; at authStatus 2 it shows step 3 and the stores are read again', async () => {
    const { dialog } = await chooseMarketplace();
    const requests = recordRequests();
    await startWaiting(dialog);
    const sceneState = (await requests.to(BIND)).length === 1 ? /sceneState=(\w+)/.exec(within(dialog).getByTestId('authorisation-link').textContent ?? '')?.[1] : undefined;
    expect(await requests.to(STATUS)).toHaveLength(1);
    await pass(1000);
    expect(await requests.to(STATUS)).toHaveLength(2);
    expect(stepOf(dialog)).toBe('2');
    await pass(1000);
    expect((await requests.to(STATUS)).map((seen) => seen.body)).toEqual([{ sceneState }, { sceneState }, { sceneState }]);
    expect(within(dialog).getByText('Synchronisation successful')).toBeInTheDocument();
    for (let tries = 0; tries < 20 && screen.getByTestId('store-total').textContent !== '1'; tries += 1) await pass(10);
    expect(screen.getByTestId('store-total')).toHaveTextContent('1');
    // Step 3 polls no more.
    await pass(5000);
    expect(await requests.to(STATUS)).toHaveLength(3);
    rstest.useRealTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops polling when the back arrow leaves step 2', async () => {
    const { dialog } = await chooseMarketplace('en', 'Brazil');
    const requests = recordRequests();
    await startWaiting(dialog);
    await pass(1000);
    expect(await requests.to(STATUS)).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(stepOf(dialog)).toBe('1');
    await pass(5000);
    expect(await requests.to(STATUS)).toHaveLength(2);
    // The marketplace stays chosen; Next opens a new session and polls again.
    expect(within(dialog).getByRole('radio', { name: 'Brazil' })).toBeChecked();
  });

  it('stops polling when the dialog is closed', async () => {
    const { dialog } = await chooseMarketplace('en', 'Brazil');
    const requests = recordRequests();
    await startWaiting(dialog);
    await pass(2000);
    expect(await requests.to(STATUS)).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await pass(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(5000);
    expect(await requests.to(STATUS)).toHaveLength(3);
  });

  it('counts down from 60 to 0, then from 60 again', async () => {
    const { dialog } = await chooseMarketplace('en', 'Brazil');
    await startWaiting(dialog);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent('Checking the authorisation: 60 s');
    await pass(1000);
    expect(timer).toHaveTextContent(': 59 s');
    await pass(59_000);
    expect(timer).toHaveTextContent(': 0 s');
    await pass(1000);
    expect(timer).toHaveTextContent(': 60 s');
    await pass(1000);
    expect(timer).toHaveTextContent(': 59 s');
    expect(stepOf(dialog)).toBe('2');
  });

  it('copies the link with a "copied" message; a clipboard that refuses shows nothing', async () => {
    const { dialog } = await chooseMarketplace();
    await startWaiting(dialog);
    const link = within(dialog).getByTestId('authorisation-link').textContent;
    const writeText = rstest.fn<(text: string) => Promise<void>>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Copy link/ }));
    await pass(0);
    expect(writeText).toHaveBeenCalledWith(link);
    expect(notices.success).toEqual(['Link copied']);
    fireEvent.click(within(dialog).getByRole('button', { name: /Copy link/ }));
    await pass(0);
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(notices.all).toEqual([{ kind: 'success', text: 'Link copied' }]);
  });

  it('opens the link in a new tab without the opener', async () => {
    const { dialog } = await chooseMarketplace();
    await startWaiting(dialog);
    const open = within(dialog).getByRole('link', { name: /Open link/ });
    expect(open.getAttribute('href')).toMatch(/\/kj-media\/demo-files\/store-authorisation\.html\?platform=amazon&sceneState=SCENE\w+$/);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a link that is markup or script as text, with no Open link', async () => {
    const hostile = 'javascript:alert(1)//<img src=x onerror=alert(2)>';
    server.use(http.post(`*${BIND}`, () => HttpResponse.json({ code: '200', msg: 'OK', message: 'OK', data: { link: hostile, sceneState: 'SCENE0' } })));
    server.use(http.post(`*${STATUS}`, () => HttpResponse.json({ code: '200', msg: 'OK', message: 'OK', data: { authStatus: '1' } })));
    const { dialog } = await chooseMarketplace();
    await startWaiting(dialog);
    expect(within(dialog).getByTestId('authorisation-link').textContent).toBe(hostile);
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Open link/ })).toBeNull();
  });
});
