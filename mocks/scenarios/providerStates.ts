import { contractStates } from './states/contracts';
import { downloadStates } from './states/downloads';
import { enterpriseStates } from './states/enterprise';
import type { ProviderState, StateParams } from './states/kinds';
import { mediaStates } from './states/media';
import { preApprovalStates } from './states/preApproval';
import { referenceStates } from './states/reference';
import { sessionStates } from './states/session';

export type { ProviderState } from './states/kinds';

/**
 * Every Pact provider state of pacts/ (the `given(name, params)` of tests/contract), in
 * business terms a provider can set up in its own data, with the ids and values as params.
 * The mock's states endpoint (mocks/http/stateChange.ts) sets them up on top of the demo
 * data, in the order an interaction names them, and puts the demo data back after it.
 * README "Contracts for backend teams" lists them; tests/unit/providerStates.test.ts keeps
 * that table, this catalogue and the pact files in step.
 */
export const providerStates: Record<string, ProviderState> = {
  ...sessionStates,
  ...referenceStates,
  ...enterpriseStates,
  ...contractStates,
  ...mediaStates,
  ...downloadStates,
  ...preApprovalStates,
};

/**
 * Sets a state up with its params. The empty name is the verifier's set-up of an interaction
 * without a state: nothing to do. An unknown state, or params other than the state's, is an
 * error (the interaction fails with it).
 */
export async function setUpProviderState(name: string, params: Record<string, unknown>): Promise<void> {
  if (name === '') return;
  const state = providerStates[name];
  if (!state) throw new Error(`The mock has no provider state "${name}" (mocks/scenarios/providerStates.ts).`);
  const expected = Object.keys(state.params).sort();
  const given = Object.keys(params).sort();
  const wrong = given.filter((key) => !expected.includes(key) || typeof params[key] !== 'string');
  const missing = expected.filter((key) => !given.includes(key));
  if (wrong.length > 0 || missing.length > 0) {
    throw new Error(`Provider state "${name}" takes the string params ${expected.join(', ') || '(none)'}; missing: ${missing.join(', ') || '-'}, not taken: ${wrong.join(', ') || '-'}.`);
  }
  await state.setUp(params as StateParams);
}
