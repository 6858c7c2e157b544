import { test } from '@playwright/test';
import { expect } from './support/expect';
import { watchApiRequests, watchApiResponses } from './support/apiRequests';

/*
 * The e2e fixtures fail a test on any kj-* request openapi/openapi.yaml does not allow and
 * on any kj-* answer it does not describe (support/fixtures.ts, apiRequests), as a
 * validating proxy in front of the backend would. This file uses Playwright's plain
 * `test`, without those fixtures, to show what the watchers report for calls made on
 * purpose.
 */
test('the request watcher reports what a strict server would refuse, and passes what it allows; the answer watcher reports an answer the document does not describe, and passes the documented ones', async ({ page, context }) => {
  const requests = watchApiRequests(context);
  const responses = watchApiResponses(context);
  await page.goto('/index.html');
  await page.waitForFunction(() => Boolean((window as { __kjMock?: unknown }).__kjMock));
  const send = (path: string, init: RequestInit) =>
    page.evaluate(({ path, init }) => fetch(path, init).then((response) => response.status), { path, init });

  // Allowed: no body where the operation documents none; the documented JSON body.
  await send('/kj-sys/user/whetherShowNotice', { method: 'POST' });
  await send('/kj-tools/configuration/website', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '["logo.url"]' });
  expect(await requests.take()).toEqual([]);

  // Refused: a body where none is documented, a wrong content type, a missing required field,
  // an undocumented query parameter.
  await send('/kj-sys/user/whetherShowNotice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  await send('/kj-tools/configuration/website', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '["logo.url"]' });
  await send('/kj-kyc/productEnterprise/validateProductKyc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enterpriseId: '20001' }),
  });
  await send('/kj-sys/basecode/checkCode?code=123456&t=1', { method: 'POST' });
  const refused = await requests.take();
  expect(refused).toHaveLength(4);
  expect(refused[0]).toMatch(/^POST \/kj-sys\/user\/whetherShowNotice request: a body is sent \(application\/json\) but the operation documents none/);
  expect(refused[1]).toMatch(/content type "text\/plain" is not documented/);
  expect(refused[2]).toMatch(/validateProductKyc request: body does not match the schema[\s\S]*productType/);
  expect(refused[3]).toMatch(/query parameter "t" is not documented/);

  // The answers to the requests above are not judged here.
  await responses.take();
  // Documented: the envelope the mock answers.
  await send('/kj-sys/user/whetherShowNotice', { method: 'POST' });
  expect(await responses.take()).toEqual([]);

  // Not documented: a plain-text HTTP 500 (the mock's fault switch makes one on purpose).
  await page.evaluate(() =>
    (window as unknown as { __kjMock: { faults: { set: (fault: { target: string; kind: string }) => unknown } } }).__kjMock.faults.set({
      target: '/kj-sys/user/whetherShowNotice',
      kind: 'http500',
    }),
  );
  expect(await send('/kj-sys/user/whetherShowNotice', { method: 'POST' })).toBe(500);
  const reported = await responses.take();
  expect(reported).toHaveLength(1);
  expect(reported[0]).toMatch(/^POST \/kj-sys\/user\/whetherShowNotice/);
});
