import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { watchMockedRequests, watchMockedResponses } from './validation';

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

/**
 * Every request the handlers answered, checked against openapi/openapi.yaml as a strict
 * server would check it. tests/setup/msw.ts fails the test on any violation; a test that
 * sends a disallowed request on purpose takes it first.
 */
export const mockedRequests = watchMockedRequests(server.events);

/**
 * Whether both watchers above still listen: a test that removes every listener of
 * `server.events` removes theirs too, and the file's later tests would go unchecked
 * (tests/setup/msw.ts fails the test that did it).
 */
export function watchersListening(): boolean {
  // msw's type of `events` leaves out its emitter's (rettime's) listenerCount.
  const events = server.events as unknown as { listenerCount(type: string): number };
  return events.listenerCount('response:mocked') >= 2;
}

export { DEMO_PASSWORD, demoAccounts } from './scenarios';
