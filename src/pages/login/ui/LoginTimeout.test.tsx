import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from '@mocks/node';
import { DEMO_PASSWORD } from '@mocks/scenarios';
import { issueCaptcha } from '@mocks/lib/inspect';
import { REQUEST_TIMEOUT_MS } from '@/shared/config';
import { enter } from '@tests/support/input';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { LoginPage } from './LoginPage';

const NOT_RESPONDING = 'The server is not responding. Please contact your administrator.';

afterEach(() => {
  rstest.useRealTimers();
});

/** The Login button; while it spins its name starts with the icon's "loading". */
const loginButton = () => screen.getByRole('button', { name: /^(loading )?login$/i });

/** Lets the real event loop turn (fetch, lazy chunks) while the clock is fake. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a login call that never answers (000 §8 "not responding")', () => {
  it('gives up at the time limit: the not-responding message shows and Login can be pressed again', async () => {
    recordNotices();
    const user = userEvent.setup();
    await renderApp(
      <Routes>
        <Route path="*" element={<LoginPage />} />
      </Routes>,
      { locale: 'en', route: '/login?lang=en' },
    );
    await enter(user, await screen.findByLabelText('Username'), 'demo.one');
    await enter(user, screen.getByLabelText('Password'), DEMO_PASSWORD);
    await enter(user, screen.getByLabelText('Verification code'), issueCaptcha());
    server.use(
      http.post('*/sso-web/opera/doLogin', async () => {
        await delay('infinite');
        return HttpResponse.json({ code: '200' });
      }),
    );
    const requests = recordRequests();
    // The clock is fake from the press on, so the call's time limit runs on it.
    rstest.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(loginButton());
    for (let step = 0; step < 200 && (await requests.to('/sso-web/opera/doLogin')).length === 0; step += 1) {
      await rstest.advanceTimersByTimeAsync(10);
      await turn();
    }
    expect(await requests.to('/sso-web/opera/doLogin')).toHaveLength(1);
    expect(loginButton()).toBeDisabled();
    await rstest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    rstest.useRealTimers();
    expect(await screen.findByText(NOT_RESPONDING)).toBeInTheDocument();
    await waitFor(() => expect(loginButton()).toBeEnabled());
    requests.stop();
  });
});
