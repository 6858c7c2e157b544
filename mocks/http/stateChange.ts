import { reset } from '../scenarios';
import { setUpProviderState } from '../scenarios/providerStates';

/**
 * Where the mock takes Pact's state change requests (the verifier's `--states-url`), as a
 * provider exposes one in its test environment: not part of the kj-* API, so not in the
 * OpenAPI document.
 */
export const PROVIDER_STATES_PATH = '/_pact/provider-states';

/** What the Pact verifier posts before and after each interaction. */
interface StateChange {
  state?: string;
  params?: Record<string, unknown>;
  action?: 'setup' | 'teardown';
}

/**
 * Answers a state change: `setup` builds the named state (with its params) in the session
 * the request's cookie names, the one the verifier's requests then use; `teardown` puts
 * the demo data back, so every interaction starts from it. A state the mock does not know,
 * or params it cannot honour, answer 400 with the reason, which fails that interaction.
 */
export async function changeState(change: StateChange): Promise<{ status: number; body: Record<string, unknown> }> {
  if (change.action === 'teardown') {
    reset();
    return { status: 200, body: {} };
  }
  try {
    await setUpProviderState(change.state ?? '', change.params ?? {});
    return { status: 200, body: {} };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The verifier reports only that the set-up failed: the server's log says why.
    console.error(`[mock] provider state "${change.state}" not set up: ${reason}`);
    return { status: 400, body: { error: reason } };
  }
}
