import type { VerifierOptions } from '@pact-foundation/pact';

/** The command line of `npm run pact:verify` (README "Contracts for backend teams"). */
export interface VerifyArgs {
  provider?: string;
  url?: string;
  /** The provider's state change endpoint (Pact's providerStatesSetupUrl). */
  statesUrl?: string;
  /** `Name: value` headers added to every request the verifier sends, state changes included. */
  headers: string[];
  /** With a broker: the version and branch of the provider the results are published for. */
  providerVersion?: string;
  providerBranch?: string;
}

/** The broker settings, from the environment (the Pact CLIs read the same names). */
export type BrokerEnv = Partial<Record<'PACT_BROKER_BASE_URL' | 'PACT_BROKER_TOKEN' | 'PACT_BROKER_USERNAME' | 'PACT_BROKER_PASSWORD', string>>;

export const USAGE = `Usage: npm run pact:verify -- --provider <service> --url <base URL> [--states-url <URL>] [--header 'Name: value' ...]
  With PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) the pacts
  come from the broker and the results are published: add --provider-version <your commit> [--provider-branch <your branch>].`;

/** A wrong command line: the message says what is missing. */
export class UsageError extends Error {}

const HEADER = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:\s*\S/;

/**
 * Pact JS verifier options for one provider, from the command line and the environment.
 * Without a broker the committed pact file is verified and nothing is published; with one,
 * the pacts of the portal's main branch and of its deployed or released versions (Pact's
 * recommended selectors) are fetched and the results published for the given provider
 * version, so the broker can answer can-i-deploy.
 */
export function verifierOptions(args: VerifyArgs, env: BrokerEnv, pactFile: (provider: string) => string): VerifierOptions {
  if (!args.provider || !args.url) throw new UsageError(`--provider and --url are required.\n${USAGE}`);
  const badHeader = args.headers.find((header) => !HEADER.test(header));
  if (badHeader !== undefined) throw new UsageError(`--header takes 'Name: value', not '${badHeader}'.`);

  const common: VerifierOptions = {
    provider: args.provider,
    providerBaseUrl: args.url,
    // The service sets its states up itself (and gets a teardown after each interaction);
    // without a states URL the states are taken to hold already.
    ...(args.statesUrl ? { providerStatesSetupUrl: args.statesUrl, providerStatesSetupTeardown: true } : {}),
    ...(args.headers.length > 0 ? { customProviderHeaders: args.headers } : {}),
    logLevel: 'warn',
  };
  const broker = env.PACT_BROKER_BASE_URL;
  if (!broker) {
    if (args.providerVersion || args.providerBranch) {
      throw new UsageError('--provider-version and --provider-branch publish results: set PACT_BROKER_BASE_URL (and its credentials) too.');
    }
    return { ...common, pactUrls: [pactFile(args.provider)] };
  }
  if (!args.providerVersion) throw new UsageError(`PACT_BROKER_BASE_URL is set, so results are published: --provider-version is required.\n${USAGE}`);
  if (Boolean(env.PACT_BROKER_USERNAME) !== Boolean(env.PACT_BROKER_PASSWORD)) {
    throw new UsageError('Basic authentication needs both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.');
  }
  return {
    ...common,
    pactBrokerUrl: broker,
    ...(env.PACT_BROKER_TOKEN ? { pactBrokerToken: env.PACT_BROKER_TOKEN } : {}),
    ...(env.PACT_BROKER_USERNAME ? { pactBrokerUsername: env.PACT_BROKER_USERNAME, pactBrokerPassword: env.PACT_BROKER_PASSWORD } : {}),
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
    publishVerificationResult: true,
    providerVersion: args.providerVersion,
    ...(args.providerBranch ? { providerVersionBranch: args.providerBranch } : {}),
  };
}
