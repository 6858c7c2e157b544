import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { forwardStates } from './stateForwarding';

/*
 * The provider's states endpoint (README "Contracts for backend teams", step 3) gets every
 * state the verifier asks Pact JS's state handlers for, with the verifier's headers; a
 * state it refuses fails its interaction, with the reason.
 */
describe('provider states handed to the states URL', () => {
  const received: Array<{ cookie?: string; body: unknown }> = [];
  let statesUrl = '';
  const endpoint = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { state: string; action: string };
      received.push({ cookie: incoming.headers.cookie, body });
      const refuse = body.state === 'a state nobody wrote' && body.action === 'setup';
      outgoing.writeHead(refuse ? 400 : 200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(refuse ? { error: 'no provider state "a state nobody wrote"' } : {}));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', () => resolve()));
    statesUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/_pact/provider-states`;
  });
  afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

  /** A request through the filter: whether it went on to the provider, or what was answered instead. */
  const filtered = (forwarding: ReturnType<typeof forwardStates>, body?: unknown) => {
    let answered: { status: number; body: unknown } | null = null;
    let passed = false;
    const response = { status: (status: number) => ({ json: (json: unknown) => (answered = { status, body: json }) }) };
    (forwarding.requestFilter as (request: unknown, response: unknown, next: () => void) => void)({ method: 'POST', body }, response, () => (passed = true));
    return passed ? 'passed on' : answered;
  };

  it('posts each state\'s setup and teardown, whatever its name, with its params and the verifier\'s headers', async () => {
    received.length = 0;
    const { stateHandlers } = forwardStates(statesUrl, ['Cookie: kj_session=pact-verifier']);
    const handler = stateHandlers['a signed-in user'] as { setup: (params: unknown) => Promise<unknown>; teardown: (params: unknown) => Promise<unknown> };
    await handler.setup({ loginName: 'demo.one' });
    await handler.teardown({ loginName: 'demo.one' });
    await (stateHandlers[''] as { setup: (params?: unknown) => Promise<unknown> }).setup();
    expect(received).toEqual([
      { cookie: 'kj_session=pact-verifier', body: { action: 'setup', state: 'a signed-in user', params: { loginName: 'demo.one' } } },
      { cookie: 'kj_session=pact-verifier', body: { action: 'teardown', state: 'a signed-in user', params: { loginName: 'demo.one' } } },
      { cookie: 'kj_session=pact-verifier', body: { action: 'setup', state: '', params: {} } },
    ]);
  });

  it('fails the interaction of a state the endpoint refuses: its request is answered 500 with the reason, not sent', async () => {
    const log = rstest.fn();
    const forwarding = forwardStates(statesUrl, [], log);
    const refused = forwarding.stateHandlers['a state nobody wrote'] as { setup: (params: unknown) => Promise<unknown>; teardown: (params: unknown) => Promise<unknown> };
    expect(filtered(forwarding)).toBe('passed on');
    await refused.setup({});
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/provider state "a state nobody wrote" \(setup\) refused by .*: 400 .*no provider state/));
    // The state changes of the same interaction still reach the endpoint.
    expect(filtered(forwarding, { action: 'setup', state: 'a signed-in user', params: {} })).toBe('passed on');
    expect(filtered(forwarding)).toEqual({ status: 500, body: expect.stringMatching(/^Not sent to the provider: provider state "a state nobody wrote" \(setup\) refused by .*no provider state/) });
    // After the interaction's teardown the next one is sent again.
    await refused.setup({});
    await refused.teardown({});
    expect(filtered(forwarding)).toBe('passed on');
  });
});
