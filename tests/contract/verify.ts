/**
 * `npm run pact:verify`: provider verification of one service against what the portal
 * expects of it (DESIGN §4; README "Contracts for backend teams").
 *
 *   npm run pact:verify -- --provider kj-tools --url http://127.0.0.1:4010 \
 *     --states-url http://127.0.0.1:4010/_pact/provider-states --header 'Cookie: kj_session=pact'
 *
 * `--provider` may be given several times: each provider is verified in turn. npm test runs
 * this command line against `npm run mock:server` for every provider
 * (tests/contract/providerChecks.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';
import { CONSUMER, PACT_DIR } from './support/pactFiles';
import { USAGE, UsageError, verifierOptions } from './support/verifierOptions';

process.env.PACT_DO_NOT_TRACK = 'true';

function pactFile(provider: string): string {
  const path = resolve(PACT_DIR, `${CONSUMER}-${provider}.json`);
  if (!existsSync(path)) throw new UsageError(`No pact file for provider "${provider}": ${path}`);
  return path;
}

/**
 * The Pact core logs a failed publication of the results (the broker refused them, or was
 * not there) and still reports the verification as passed. So where results are published,
 * its log goes to a file, which is read after each provider (and printed, so nothing it
 * says is hidden): a publication it reports failed fails the provider.
 */
let coreLogDir: string | undefined;
const coreLog = () => join((coreLogDir ??= mkdtempSync(join(tmpdir(), 'pact-verify-'))), 'pact-core.log');
let coreLogRead = 0;
function newCoreLog(): string {
  if (!existsSync(coreLog())) return '';
  const text = readFileSync(coreLog(), 'utf8');
  const added = text.slice(coreLogRead);
  coreLogRead = text.length;
  return added;
}
const PUBLICATION_FAILED = /Publishing of verification results failed.*/;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      provider: { type: 'string', multiple: true },
      url: { type: 'string' },
      'states-url': { type: 'string' },
      header: { type: 'string', multiple: true },
      'provider-version': { type: 'string' },
      'provider-branch': { type: 'string' },
      'no-pending': { type: 'boolean' },
      'no-wip': { type: 'boolean' },
      'wip-since': { type: 'string' },
    },
  });
  const providers = values.provider ?? [];
  if (providers.length === 0) throw new UsageError(`--provider is required.\n${USAGE}`);
  let failed = 0;
  for (const provider of providers) {
    const options = verifierOptions(
      {
        provider,
        url: values.url,
        statesUrl: values['states-url'],
        headers: values.header ?? [],
        providerVersion: values['provider-version'],
        providerBranch: values['provider-branch'],
        noPending: values['no-pending'],
        noWip: values['no-wip'],
        wipSince: values['wip-since'],
      },
      process.env,
      pactFile,
    );
    const publishing = options.publishVerificationResult === true;
    const source = options.pactBrokerUrl ? `the pacts in ${options.pactBrokerUrl}` : options.pactUrls?.join(', ');
    let verified: boolean;
    try {
      await new Verifier({ ...options, ...(publishing ? { logFile: coreLog() } : {}) }).verifyProvider();
      verified = true;
    } catch {
      verified = false;
    }
    const log = publishing ? newCoreLog() : '';
    if (log) process.stderr.write(log);
    const unpublished = PUBLICATION_FAILED.exec(log)?.[0];
    if (verified && !unpublished) {
      console.log(`✓ ${provider} at ${options.providerBaseUrl} honours ${source}${publishing ? `; results published for version ${options.providerVersion}` : ''}`);
      continue;
    }
    failed += 1;
    if (!verified) console.error(`✗ ${provider} at ${options.providerBaseUrl} does not honour ${source} (failures above)`);
    if (unpublished) console.error(`✗ ${provider}: the verification results were not published, so the broker cannot answer can-i-deploy for version ${options.providerVersion}: ${unpublished}`);
  }
  return failed === 0 ? 0 : 1;
}

const removeCoreLog = () => {
  if (coreLogDir) rmSync(coreLogDir, { recursive: true, force: true });
};

main().then(
  (code) => {
    removeCoreLog();
    process.exit(code);
  },
  (error: unknown) => {
    removeCoreLog();
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
