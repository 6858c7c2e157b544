import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/scenarios';
import { issueCaptcha } from '@mocks/lib/inspect';
import { enter } from '@tests/support/input';
import { renderApp } from '@tests/support/render';
import { LoginPage } from './LoginPage';

// Machines running several suites at once can be slow to render antd.
configure({ asyncUtilTimeout: 8000 });

/**
 * How many server calls a sign-in makes one after another, from pressing Enter until the
 * landing page (README "Performance"): a call counts as waiting for another when it starts
 * after that one has answered. The answer is the longest such chain, whatever the timing.
 */

interface Call {
  path: string;
  /** Positions in the sequence of starts and ends the mock saw. */
  start: number;
  end: number | null;
}

function recordCalls() {
  let clock = 0;
  const calls = new Map<string, Call>();
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    calls.set(requestId, { path: new URL(request.url).pathname, start: (clock += 1), end: null });
  };
  const onEnd = ({ requestId }: { requestId: string }) => {
    const call = calls.get(requestId);
    if (call && call.end === null) call.end = clock += 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  return {
    now: () => clock,
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('request:end', onEnd);
    },
    /** Calls answered after `from` and started before `until`, each with its place in the longest chain. */
    chain(from: number, until: number) {
      const relevant = [...calls.values()].filter((call) => call.start <= until && (call.end ?? Infinity) > from).sort((a, b) => a.start - b.start);
      const depth = new Map<Call, number>();
      for (const call of relevant) {
        const before = relevant.filter((other) => other.end !== null && other.end < call.start && other.end > from);
        depth.set(call, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
      }
      return relevant.map((call) => ({ path: call.path, depth: depth.get(call) ?? 0 }));
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

let recording: ReturnType<typeof recordCalls> | null = null;
afterEach(() => recording?.stop());

describe('sign-in round trips (000 §4 "Login flow", "After choosing an enterprise")', () => {
  it('takes demo.one from Enter to its landing page in at most five calls one after another', async () => {
    const user = userEvent.setup();
    await renderApp(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { locale: 'en', route: '/login' },
    );
    recording = recordCalls();
    await enter(user, await screen.findByLabelText('Username'), 'demo.one');
    await enter(user, screen.getByLabelText('Password'), DEMO_PASSWORD);
    await enter(user, screen.getByLabelText('Verification code'), issueCaptcha());
    const pressed = recording.now();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'), { timeout: 8000, onTimeout: (error) => new Error(`${error.message}\n${JSON.stringify(recording?.chain(pressed, recording.now()))}\n${document.body.textContent}`) });
    const chain = recording.chain(pressed, recording.now());
    const depthOf = (path: string) => chain.filter((call) => call.path === path).map((call) => call.depth);

    // The key was fetched when the account was entered: the login goes out first.
    expect(depthOf('/sso-web/code/getLoginPublicKey')).toEqual([]);
    expect(depthOf('/sso-web/opera/doLogin')).toEqual([1]);
    // 000 §4 step 4: the OTP question follows the login; step 6: the list follows login complete.
    expect(depthOf('/kj-sys/kjEnterprise/getIsOTPByType')).toEqual([2]);
    // The agreement check and the list together; setOrgId; then the menu and the products together.
    expect(depthOf('/kj-idd/home/queryPlatformAgreementSignStatus')).toEqual([3]);
    expect(depthOf('/kj-sys/kjEnterprise/getEnterpriseByType')).toEqual([3]);
    expect(depthOf('/kj-web/sys/setOrgId')).toEqual([4]);
    expect(depthOf('/agw-web/sys/getMenuByEnterprise')).toEqual([5]);
    expect(depthOf('/kj-kyc/product/listByEnterpriseIdByClient')).toEqual([5]);
    expect(Math.max(...chain.map((call) => call.depth))).toBeLessThanOrEqual(5);
  });
});
