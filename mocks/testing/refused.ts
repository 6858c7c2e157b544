import { expect } from '@rstest/core';
import { mockedRequests } from '../node';

/*
 * For a mock test that sends, on purpose, a request openapi/openapi.yaml does not allow, to
 * pin what the mock's own checks answer (what a server behind a lenient gateway would do).
 * tests/setup/msw.ts fails every test on such a request; these take the violations first,
 * and check them, so no other disallowed request slips through.
 */

/** The request violations seen so far are exactly these calls ("POST /path"), in order. */
export async function expectRefused(...calls: string[]): Promise<void> {
  expect((await mockedRequests.take()).map((violation) => `${violation.method} ${violation.path}`)).toEqual(calls);
}

/** Every request violation seen so far (none is fine) is this call: for table-driven probes. */
export async function expectOnlyRefused(call: string): Promise<void> {
  const seen = (await mockedRequests.take()).map((violation) => `${violation.method} ${violation.path}`);
  expect(seen.filter((other) => other !== call)).toEqual([]);
}
