import { db } from '../../db';
import { findAccount } from '../../lib/accounts';
import { isMember } from '../../lib/present';
import { signedInAccount } from '../../lib/session';

/** A state's params, as the pact gives them (Pact's `providerStates[].params`). */
export type StateParams = Record<string, string>;

/**
 * A Pact provider state: what a provider must make true before the interaction, in business
 * terms, with the ids and values it needs as params. README "Contracts for backend teams"
 * lists every one (name, params, afterwards), which a test keeps equal to this catalogue.
 */
export interface ProviderState {
  /** Each param the state takes, with what it is. */
  params: Record<string, string>;
  /** What exists afterwards: what a provider sets up. */
  afterwards: string;
  /**
   * The mock's set-up, on top of the demo data and the interaction's earlier states, in the
   * session the state change came from (the verifier's). Where the demo data already holds
   * what the state names, it checks that, and fails when the params name something else.
   */
  setUp(params: StateParams): void | Promise<void>;
}

/** The mock cannot honour the params: the interaction fails with this reason. */
export function demoDataLacks(what: string): never {
  throw new Error(`The mock's demo data has no ${what}; use an id it has (mocks/README.md) or set it up in this state.`);
}

/** The account with this login name, which the demo data must have. */
export function accountNamed(loginName: string) {
  return findAccount(loginName) ?? demoDataLacks(`account "${loginName}"`);
}

/** The enterprise with this id, which the demo data must have in the condition named. */
export function enterpriseWhere(enterpriseId: string, condition: string, holds: (row: NonNullable<ReturnType<typeof db.enterprise.findFirst>>) => boolean) {
  const row = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
  if (!row || !holds(row)) demoDataLacks(`enterprise ${enterpriseId} ${condition}`);
  return row;
}

/** The account an earlier state signed in; a state that needs one names it after a sign-in state. */
export function signedInUser() {
  return signedInAccount() ?? demoDataLacks('signed-in user: name a sign-in state first');
}

/** The signed-in account belongs to the enterprise. */
export function memberOf(accountId: string, enterpriseId: string): void {
  if (!isMember(accountId, enterpriseId)) demoDataLacks(`membership of account ${accountId} in enterprise ${enterpriseId}`);
}
