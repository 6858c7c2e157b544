import { afterAll, afterEach, beforeAll } from '@rstest/core';
import { mockedResponses, server } from '@mocks/node';
import { reset } from '@mocks/scenarios';
import { alignFetchGlobals } from '@mocks/testing/fetchGlobals';
import { formatViolation } from '@mocks/validation';
import { stopRecordingRequests } from '@tests/support/requests';

/**
 * Every unit and component test runs against the mock backend (DESIGN §8). A request no
 * handler answers fails the test, and so does a mocked response that does not match
 * openapi/openapi.yaml (also one from a `server.use` override).
 */
alignFetchGlobals();

beforeAll(() => {
  reset();
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  stopRecordingRequests();
  server.resetHandlers();
  reset();
  const violations = await mockedResponses.take();
  if (violations.length > 0) {
    throw new Error(`Mocked responses do not match the OpenAPI document:\n${violations.map(formatViolation).join('\n')}`);
  }
});

afterAll(() => {
  server.close();
});
