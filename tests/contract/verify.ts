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
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      provider: { type: 'string', multiple: true },
      url: { type: 'string' },
      'states-url': { type: 'string' },
      header: { type: 'string', multiple: true },
      'provider-version': { type: 'string' },
      'provider-branch': { type: 'string' },
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
      },
      process.env,
      pactFile,
    );
    const source = options.pactBrokerUrl ? `the pacts in ${options.pactBrokerUrl}` : options.pactUrls?.join(', ');
    try {
      await new Verifier(options).verifyProvider();
      console.log(`✓ ${provider} at ${options.providerBaseUrl} honours ${source}`);
    } catch {
      failed += 1;
      console.error(`✗ ${provider} at ${options.providerBaseUrl} does not honour ${source} (failures above)`);
    }
  }
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
