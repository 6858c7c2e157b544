import { expect, test } from '@playwright/test';
import { watchApiRequests } from './support/apiRequests';

/*
 * The e2e fixtures fail a test on any kj-* request openapi/openapi.yaml does not allow
 * (support/fixtures.ts, apiRequests). This file uses Playwright's plain `test`, without
 * that fixture, to show what the watcher reports for requests sent on purpose.
 */
test('the request watcher reports what a strict server would refuse, and passes what it allows', async ({ page, context }) => {
  const requests = watchApiRequests(context);
  await page.goto('/index.html');
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
});
