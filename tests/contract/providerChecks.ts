/**
 * The pact files checked from the providers' side, after the consumer tests wrote them
 * (`npm run test:contract`, part of `npm test`):
 *
 * 1. Verification over HTTP, exactly as README "Contracts for backend teams" tells a backend
 *    team: `npm run mock:server` runs as a process of its own, standing in for the service,
 *    and `npm run pact:verify` runs for every provider with the mock's states URL and a
 *    session cookie. Two mock servers share the providers, one per core, each verified by
 *    one command line naming its providers.
 *    No verification may print a deprecation.
 * 2. The bi-directional check PactFlow runs (swagger-mock-validator): every pact against
 *    openapi/openapi.yaml, 0 errors and 0 warnings.
 * 3. Once a lane's verification has passed, on its mock server, the same command line
 *    where it must fail:
 *    - against a wrong provider, the mock with every boolean of its answers turned the
 *      other way (support/flippingProxy.ts): each interaction whose answer holds a boolean
 *      fails, so the pacts pin what the portal branches on;
 *    - with a broker (support/standInBroker.ts) that refuses one provider's results and
 *      takes the other's: the command exits non-zero and says the results were not
 *      published, and it asked the broker for pending and work-in-progress pacts.
 *
 * All run at once, as far as they can; any failure fails the step, with the command's output.
 */
import { readFileSync } from 'node:fs';
import { checkAgainstOpenApi } from './support/openApiCheck';
import { startFlippingProxy } from './support/flippingProxy';
import { CONSUMER, leaves, pactFiles } from './support/pactFiles';
import { run, startMockServer, type MockServerProcess } from './support/mockServerProcess';
import { startStandInBroker } from './support/standInBroker';
import { WIP_SINCE } from './support/verifierOptions';

const LANES = 2;
const SESSION_HEADER = 'Cookie: kj_session=pact-verifier';

/** The environment of the child processes: no broker, so nothing is fetched or published. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PACT_BROKER_')));
env.PACT_DO_NOT_TRACK = 'true';

interface Interaction {
  description: string;
  response: { body?: { content?: unknown } };
}

const pacts = pactFiles().map((pact) => {
  const json = JSON.parse(readFileSync(pact.path, 'utf8')) as { interactions: Interaction[] };
  return { ...pact, json, interactions: json.interactions.length };
});

/** The README's command line for some providers against a mock server. */
const verifyCommand = (providers: string[], url: string) =>
  `npm run -s pact:verify -- ${providers.map((provider) => `--provider ${provider}`).join(' ')} --url ${url} --states-url ${url}/_pact/provider-states --header '${SESSION_HEADER}'`;

/** A failed check: what ran, what it printed, and what the mock server printed. */
function report(failure: string, command: string, output: string, server: MockServerProcess) {
  console.error(`✗ ${failure}\n  ${command}\n${output}\n── the mock server printed:\n${server.log()}`);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every interaction whose expected answer holds a boolean must fail against a provider that flips them. */
async function flippedAnswersFail(server: MockServerProcess): Promise<boolean> {
  const expected = pacts.flatMap(({ provider, json }) =>
    json.interactions
      .filter(({ response }) => [...leaves(response.body?.content)].some(([, value]) => typeof value === 'boolean'))
      .map(({ description }) => ({ provider, description })),
  );
  const proxy = await startFlippingProxy(server.url);
  try {
    const command = verifyCommand([...new Set(expected.map(({ provider }) => provider))], proxy.url);
    // Only these interactions: the Pact core's filter on descriptions (a regex).
    const only = `^(${expected.map(({ description }) => escapeRegex(description)).join('|')})$`;
    const { status, output } = await run(command, { ...env, PACT_DESCRIPTION: only });
    const failures = output.split('\n').filter((line) => /^\d+\) Verifying a pact between /.test(line));
    const passed = expected.filter(
      ({ provider, description }) => !failures.some((line) => line.includes(`between ${CONSUMER} and ${provider}`) && line.endsWith(` - ${description}`)),
    );
    if (status === 0 || passed.length > 0) {
      const names = passed.map(({ provider, description }) => `${provider}: ${description}`).join('; ');
      report(`a provider answering every boolean the other way passed: ${names || 'the command exited 0'}`, `PACT_DESCRIPTION='${only}' ${command}`, output, server);
      return false;
    }
    console.log(`✓ a provider answering every boolean the other way fails each of the ${expected.length} interactions that expect one`);
    return true;
  } finally {
    await proxy.close();
  }
}

/** With a broker that refuses a provider's results, pact:verify fails and says so; it asks for pending and WIP pacts. */
async function refusedResultsFail(server: MockServerProcess): Promise<boolean> {
  const pactOf = (provider: string) => pacts.find((pact) => pact.provider === provider)!.json;
  const broker = await startStandInBroker({
    'kj-official': { pact: pactOf('kj-official'), results: { status: 403, body: { error: 'The stand-in broker refuses these results.' } } },
    'kj-wkfl': { pact: pactOf('kj-wkfl'), results: { status: 201, body: {} } },
  });
  try {
    const command = `${verifyCommand(['kj-official', 'kj-wkfl'], server.url)} --provider-version stand-in-1 --provider-branch main`;
    const { status, output } = await run(command, { ...env, PACT_BROKER_BASE_URL: broker.url, PACT_BROKER_TOKEN: 'stand-in' });
    const asked = broker.requests.filter(({ method, path }) => method === 'POST' && path.endsWith('/for-verification'));
    const wrong = [
      status === 0 && 'it exited 0',
      !output.includes('✗ kj-official: the verification results were not published') && 'it did not say that kj-official\'s results were not published',
      !/✓ kj-wkfl .*results published/.test(output) && 'it did not verify kj-wkfl and publish its results',
      asked.length !== 2 && `it asked the broker for pacts to verify ${asked.length} times, not twice`,
      asked.some(({ body }) => (body as { includePendingStatus?: unknown }).includePendingStatus !== true) && 'it did not ask for pending pacts',
      asked.some(({ body }) => (body as { includeWipPactsSince?: unknown }).includeWipPactsSince !== WIP_SINCE) && `it did not ask for work-in-progress pacts since ${WIP_SINCE}`,
      /deprecated/i.test(output) && 'it printed a deprecation',
    ].filter(Boolean);
    if (wrong.length > 0) {
      report(`pact:verify with a broker that refuses kj-official's results: ${wrong.join('; ')}`, command, output, server);
      return false;
    }
    console.log('✓ pact:verify with a broker that refuses one provider\'s results exits non-zero and says so; it asks for pending and work-in-progress pacts');
    return true;
  } finally {
    await broker.close();
  }
}

/** What runs on a lane's mock server once its verification has passed, shared out among the lanes. */
const AFTER_LANE = [flippedAnswersFail, refusedResultsFail];

async function verifyOverHttp(): Promise<boolean> {
  // Largest first, each to the lane with the fewest interactions so far.
  const lanes = Array.from({ length: LANES }, () => ({ load: 0, pacts: [] as typeof pacts }));
  for (const pact of [...pacts].sort((a, b) => b.interactions - a.interactions)) {
    const lane = lanes.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
    lane.load += pact.interactions;
    lane.pacts.push(pact);
  }
  const servers: MockServerProcess[] = [];
  try {
    servers.push(...(await Promise.all(lanes.map(() => startMockServer(env)))));
    const results = await Promise.all(
      lanes.map(async (lane, index) => {
        const server = servers[index]!;
        const command = verifyCommand(lane.pacts.map((pact) => pact.provider), server.url);
        const { status, output } = await run(command, env);
        if (status !== 0 || /deprecated/i.test(output)) {
          report(status !== 0 ? 'verification failed' : 'verification printed a deprecation', command, output, server);
          return false;
        }
        for (const pact of lane.pacts) console.log(`✓ ${pact.provider}: ${pact.interactions} interactions verified over HTTP`);
        for (const check of AFTER_LANE.filter((_, position) => position % LANES === index)) {
          if (!(await check(server))) return false;
        }
        return true;
      }),
    );
    return results.every(Boolean);
  } finally {
    for (const server of servers) server.stop();
  }
}

async function checkOpenApi(): Promise<boolean> {
  const findings = await checkAgainstOpenApi(pacts.map((pact) => pact.path));
  for (const finding of findings) {
    console.error(`✗ ${finding.file} ${finding.type} ${finding.code}: ${finding.interaction ?? ''}: ${finding.message}`);
  }
  const errors = findings.filter((finding) => finding.type === 'error').length;
  console.log(`${findings.length === 0 ? '✓' : '✗'} swagger-mock-validator: ${pacts.length} pact files against openapi/openapi.yaml, ${errors} errors, ${findings.length - errors} warnings`);
  return findings.length === 0;
}

const started = Date.now();
const [verified, valid] = await Promise.all([verifyOverHttp(), checkOpenApi()]);
console.log(`provider checks: ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(verified && valid ? 0 : 1);
