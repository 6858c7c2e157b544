import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { watchMockedResponses } from './validation';

/**
 * The mock backend inside Node tests (DESIGN §5). tests/setup/msw.ts starts it with
 * `onUnhandledRequest: 'error'` and resets handlers and data after each test.
 */
export const server = setupServer(...handlers);

/**
 * Every mocked response, checked against openapi/openapi.yaml. tests/setup/msw.ts fails
 * the test on any violation; a test that provokes one on purpose takes it first.
 */
export const mockedResponses = watchMockedResponses(server.events);
