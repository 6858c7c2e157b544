/**
 * Provider verification of the pact files in pacts/ (DESIGN §4).
 *
 *   tsx tests/contract/verify.ts --against-mock
 *       every pact file against the mock backend over node:http (part of `npm test`)
 *   npm run pact:verify -- --provider kj-tools --url https://kj-tools.test.example [--states-url URL]
 *       one service's pact file against a real deployment; without --states-url the
 *       provider states are assumed to hold already
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
import { startMockHttpServer } from '../../mocks/http/server';
import { providerStates } from '../../mocks/scenarios/providerStates';

process.env.PACT_DO_NOT_TRACK = 'true';

const PACT_DIR = resolve(process.cwd(), 'pacts');

interface PactFile {
  path: string;
  provider: string;
  states: string[];
}

function readPacts(): PactFile[] {
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = resolve(PACT_DIR, name);
      const pact = JSON.parse(readFileSync(path, 'utf8')) as {
        provider: { name: string };
        interactions: Array<{ providerStates?: Array<{ name: string }>; providerState?: string }>;
      };
      const states = pact.interactions.flatMap((interaction) =>
        interaction.providerStates?.map((state) => state.name) ?? (interaction.providerState ? [interaction.providerState] : []),
      );
      return { path, provider: pact.provider.name, states: [...new Set(states)] };
    });
}

/** State handlers that reseed the mock database; a state the mock cannot set up is an error. */
function mockStateHandlers(pact: PactFile): StateHandlers {
  const missing = pact.states.filter((state) => !(state in providerStates));
  if (missing.length > 0) {
    throw new Error(`${pact.provider}: no mock provider state for ${missing.map((s) => `"${s}"`).join(', ')} (mocks/scenarios/providerStates.ts)`);
  }
  const handlers: StateHandlers = {};
  for (const [state, apply] of Object.entries(providerStates)) {
    handlers[state] = async () => {
      apply();
      return undefined;
    };
  }
  return handlers;
}

async function verifyAgainstMock(): Promise<boolean> {
  const pacts = readPacts();
  if (pacts.length === 0) throw new Error(`No pact files in ${PACT_DIR}: run the contract tests first.`);
  const server = await startMockHttpServer();
  let ok = true;
  try {
    for (const pact of pacts) {
      const stateHandlers = mockStateHandlers(pact);
      try {
        await new Verifier({
          provider: pact.provider,
          providerBaseUrl: server.url,
          pactUrls: [pact.path],
          // Every interaction starts from the demo data; its states then add to it.
          beforeEach: async () => server.reset(),
          stateHandlers,
          logLevel: 'warn',
        }).verifyProvider();
        console.log(`✓ ${pact.provider}: the mock honours ${pact.path}`);
      } catch {
        ok = false;
        console.error(`✗ ${pact.provider}: the mock does not honour ${pact.path} (failures above)`);
      }
    }
  } finally {
    await server.close();
  }
  return ok;
}

async function verifyAgainstProvider(provider: string, url: string, statesUrl?: string): Promise<boolean> {
  const pact = readPacts().find((candidate) => candidate.provider === provider);
  if (!pact) throw new Error(`No pact file for provider "${provider}" in ${PACT_DIR}.`);
  const noOps: StateHandlers = {};
  for (const state of ['', ...pact.states]) noOps[state] = async () => undefined;
  try {
    await new Verifier({
      provider,
      providerBaseUrl: url,
      pactUrls: [pact.path],
      // The service sets its states up itself (state change URL), or they already hold.
      ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : { stateHandlers: noOps }),
      logLevel: 'warn',
    }).verifyProvider();
    console.log(`✓ ${provider} at ${url} honours ${pact.path}`);
    return true;
  } catch {
    console.error(`✗ ${provider} at ${url} does not honour ${pact.path} (failures above)`);
    return false;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'against-mock': { type: 'boolean' },
      provider: { type: 'string' },
      url: { type: 'string' },
      'states-url': { type: 'string' },
    },
  });
  if (values['against-mock']) return (await verifyAgainstMock()) ? 0 : 1;
  if (values.provider && values.url) {
    return (await verifyAgainstProvider(values.provider, values.url, values['states-url'])) ? 0 : 1;
  }
  console.error('Usage: tsx tests/contract/verify.ts --against-mock\n' +
    '       tsx tests/contract/verify.ts --provider <service> --url <base URL> [--states-url <state change URL>]');
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
