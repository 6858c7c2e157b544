import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signedIn';

/*
 * Issue 28: a demo file over the session snapshot's 300 KB came back after a reload as a
 * one-page placeholder under the original name. The demo keeps it in IndexedDB, which only
 * a browser has: a real scan-sized file is uploaded, the page reloaded (as the language
 * switch does), and the same bytes are served back.
 */
/** The in-browser mock has restored its database and answers (mocks/browser.ts sets its hook last). */
const mockStarted = (page: Page) => page.waitForFunction(() => '__kjMock' in window);

test('a demo upload over 300 KB is served with its own bytes after a reload', async ({ page }) => {
  await openSignedIn(page, 'one');
  await mockStarted(page);
  const id = await page.evaluate(async () => {
    const bytes = new Uint8Array(400 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    bytes[bytes.length - 1] = 7;
    const body = new FormData();
    body.append('file', new File([bytes], 'big_scan.pdf', { type: 'application/pdf' }));
    const url = '/kj-media/media/opera/do/uploadMediaFile?modelCode=MKJ01ENT&catgId=CENT011&busiKey=VAULT1&sysCode=KJ_SYSTEM';
    const answer = await (await fetch(url, { method: 'POST', body })).json();
    return answer.data?.id ?? JSON.stringify(answer);
  });
  expect(id).toMatch(/^\w+$/);
  await page.reload();
  await mockStarted(page);
  const size = await page.evaluate(async (fileId) => {
    const blob = await (await fetch(`/kj-media/media/opera/downloadFileById?fileId=${fileId}`)).arrayBuffer();
    const view = new Uint8Array(blob);
    return [view.length, view[view.length - 1]];
  }, id);
  expect(size).toEqual([400 * 1024, 7]);
});
