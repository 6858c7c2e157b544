import { afterAll, afterEach, beforeAll, beforeEach } from '@rstest/core';
import { mockedRequests, mockedResponses, server, watchersListening } from '@mocks/node';
import { reset } from '@mocks/scenarios';
import { alignFetchGlobals } from '@mocks/testing/fetchGlobals';
import { formatViolation } from '@mocks/validation';
import { stopRecordingRequests } from '@tests/support/requests';
import { noRegistry } from '@tests/support/subApps';

/**
 * Every unit and component test runs against the mock backend (DESIGN §8). A request no
 * handler answers fails the test, and so does a request the document does not allow
 * (what a strict server would refuse) or a mocked response that does not match
 * openapi/openapi.yaml (also one from a `server.use` override).
 */
alignFetchGlobals();

beforeAll(() => {
  reset();
  server.listen({ onUnhandledRequest: 'error' });
});

// The portal's static files: no sub-application registry unless a test registers some.
beforeEach(() => server.use(noRegistry));

afterEach(async () => {
  stopRecordingRequests();
  server.resetHandlers();
  reset();
  // Both are taken before either fails, so nothing carries over into the next test.
  const [refused, violations] = await Promise.all([mockedRequests.take(), mockedResponses.take()]);
  const reports: string[] = [
    ...(refused.length > 0 ? [`Requests the OpenAPI document does not allow:\n${refused.map(formatViolation).join('\n')}`] : []),
    ...(violations.length > 0 ? [`Mocked responses do not match the OpenAPI document:\n${violations.map(formatViolation).join('\n')}`] : []),
  ];
  if (!watchersListening()) {
    reports.push('The OpenAPI checks of the mock stopped listening: record requests with @tests/support/requests instead of removing every listener of server.events.');
  }
  if (reports.length > 0) throw new Error(reports.join('\n'));
});

afterAll(() => {
  server.close();
});
