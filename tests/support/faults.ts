import { afterEach } from '@rstest/core';
import { mockedResponses } from '@mocks/node';
import { clearFaults, faultForPath, type FaultKind } from '@mocks/lib/faults';
import { formatViolation } from '@mocks/validation';

export { clearFaults, setFault, type FaultKind } from '@mocks/lib/faults';

/** Faults whose answers the OpenAPI document does not describe (a 500, a cut-off body, no response). */
const OFF_DOCUMENT: readonly FaultKind[] = ['http500', 'invalidJson', 'networkError', 'offline'];

/**
 * Takes the mocked responses that break the OpenAPI document so far; fails on any that a
 * fault switched on now did not answer on purpose.
 */
async function takeFaultViolations(): Promise<void> {
  const violations = await mockedResponses.take();
  const unexplained = violations.filter((violation) => {
    const fault = faultForPath(violation.path);
    return !fault || !OFF_DOCUMENT.includes(fault.kind);
  });
  if (unexplained.length > 0) {
    throw new Error(`Mocked responses do not match the OpenAPI document:\n${unexplained.map(formatViolation).join('\n')}`);
  }
}

/**
 * For a test file that switches faults on (mocks/lib/faults.ts): after each test, the
 * mocked responses that break the OpenAPI document because a fault answered them on
 * purpose are taken before tests/setup/msw.ts checks the rest, so any other violation
 * still fails the test. Runs before that check and before the reset clears the faults
 * (rstest runs afterEach hooks in reverse order of declaration, the setup file's last).
 */
export function allowFaultViolations(): void {
  afterEach(takeFaultViolations);
}

/** The server answers again within a test: the faults' answers so far are taken as above, then every fault is switched off. */
export async function serverBack(): Promise<void> {
  await takeFaultViolations();
  clearFaults();
}
