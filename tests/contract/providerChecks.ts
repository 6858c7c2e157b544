/**
 * The pact files checked from the providers' side, after the consumer tests wrote them
 * (`npm run test:contract`, part of `npm test`):
 *
 * 1. Verification over HTTP, exactly as README "Contracts for backend teams" tells a backend
 *    team: `npm run mock:server` runs as a process of its own, standing in for the service,
 *    and `npm run pact:verify` runs for every provider with the mock's states URL and a
 *    session cookie. Two mock servers share the providers, one per core, each verified by
 *    one command line naming its providers.
 * 2. The bi-directional check PactFlow runs (swagger-mock-validator): every pact against
 *    openapi/openapi.yaml, 0 errors and 0 warnings.
 *
 * Both run at once; any failure fails the step, with the verifier's report.
 */
import { readFileSync } from 'node:fs';
import { checkAgainstOpenApi } from './support/openApiCheck';
import { pactFiles } from './support/pactFiles';
import { run, startMockServer, type MockServerProcess } from './support/mockServerProcess';

const LANES = 2;
const SESSION_HEADER = 'Cookie: kj_session=pact-verifier';

/** The environment of the child processes: no broker, so nothing is fetched or published. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PACT_BROKER_')));
env.PACT_DO_NOT_TRACK = 'true';

const pacts = pactFiles().map((pact) => ({
  ...pact,
  interactions: (JSON.parse(readFileSync(pact.path, 'utf8')) as { interactions: unknown[] }).interactions.length,
}));

/** The README's command line for some providers against a mock server. */
const verifyCommand = (providers: string[], url: string) =>
  `npm run -s pact:verify -- ${providers.map((provider) => `--provider ${provider}`).join(' ')} --url ${url} --states-url ${url}/_pact/provider-states --header '${SESSION_HEADER}'`;

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
        if (status !== 0) {
          console.error(`✗ ${command}\n${output}\n── the mock server printed:\n${server.log()}`);
          return false;
        }
        for (const pact of lane.pacts) console.log(`✓ ${pact.provider}: ${pact.interactions} interactions verified over HTTP`);
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
