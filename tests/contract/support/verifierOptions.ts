import type { VerifierOptions } from '@pact-foundation/pact';
import { forwardStates } from './stateForwarding';

/** The command line of `npm run pact:verify` (README "Contracts for backend teams"). */
export interface VerifyArgs {
  provider?: string;
  url?: string;
  /** The provider's state change endpoint, which every state is posted to (stateForwarding.ts). */
  statesUrl?: string;
  /** `Name: value` headers added to every request the verifier sends, state changes included. */
  headers: string[];
  /** With a broker: the version and branch of the provider the results are published for. */
  providerVersion?: string;
  providerBranch?: string;
  /** With a broker: `--no-pending`, the portal's pacts are not verified as pending (default: they are). */
  noPending?: boolean;
  /** With a broker: `--no-wip`, no work-in-progress pacts; else `--wip-since` (YYYY-MM-DD), default WIP_SINCE. */
  noWip?: boolean;
  wipSince?: string;
}

/**
 * Since when the broker adds work-in-progress pacts (the portal's feature branches' pacts
 * this provider has not verified yet): the day the portal turned them on.
 */
export const WIP_SINCE = '2026-11-28';

/** The broker settings, from the environment (the Pact CLIs read the same names). */
export type BrokerEnv = Partial<Record<'PACT_BROKER_BASE_URL' | 'PACT_BROKER_TOKEN' | 'PACT_BROKER_USERNAME' | 'PACT_BROKER_PASSWORD', string>>;

export const USAGE = `Usage: npm run pact:verify -- --provider <service> --url <base URL> [--states-url <URL>] [--header 'Name: value' ...]
  With PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) the pacts
  come from the broker and the results are published: add --provider-version <your commit> [--provider-branch <your branch>]
  [--no-pending] [--no-wip | --wip-since <YYYY-MM-DD>].`;

/** A wrong command line: the message says what is missing. */
export class UsageError extends Error {}

const HEADER = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:\s*\S/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Pact JS verifier options for one provider, from the command line and the environment.
 * Without a broker the committed pact file is verified and nothing is published; with one,
 * the pacts of the portal's main branch and of its deployed or released versions (Pact's
 * recommended selectors) are fetched and the results published for the given provider
 * version, so the broker can answer can-i-deploy. As the broker recommends, pacts come
 * with their pending status (a pact this provider's branch has never passed fails no
 * build) and work-in-progress pacts since WIP_SINCE are added (verified as pending);
 * `--no-pending` and `--no-wip` turn either off.
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
    ...(args.statesUrl ? forwardStates(args.statesUrl, args.headers) : {}),
    ...(args.headers.length > 0 ? { customProviderHeaders: args.headers } : {}),
    logLevel: 'warn',
  };
  const broker = env.PACT_BROKER_BASE_URL;
  if (!broker) {
    if (args.providerVersion || args.providerBranch) {
      throw new UsageError('--provider-version and --provider-branch publish results: set PACT_BROKER_BASE_URL (and its credentials) too.');
    }
    if (args.noPending || args.noWip || args.wipSince) {
      throw new UsageError('--no-pending, --no-wip and --wip-since choose among the broker\'s pacts: set PACT_BROKER_BASE_URL (and its credentials) too.');
    }
    return { ...common, pactUrls: [pactFile(args.provider)] };
  }
  if (!args.providerVersion) throw new UsageError(`PACT_BROKER_BASE_URL is set, so results are published: --provider-version is required.\n${USAGE}`);
  if (Boolean(env.PACT_BROKER_USERNAME) !== Boolean(env.PACT_BROKER_PASSWORD)) {
    throw new UsageError('Basic authentication needs both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.');
  }
  if (args.noWip && args.wipSince) throw new UsageError('--no-wip and --wip-since contradict each other: give one.');
  if (args.wipSince && !DAY.test(args.wipSince)) throw new UsageError(`--wip-since takes a day, YYYY-MM-DD, not '${args.wipSince}'.`);
  // The broker verifies work-in-progress pacts as pending: they cannot be had without it.
  if (args.noPending && !args.noWip) throw new UsageError('Work-in-progress pacts are verified as pending: --no-pending needs --no-wip.');
  // The broker works out which pacts are pending, and which are in progress, for the provider's branch.
  if (!args.noPending && !args.providerBranch) {
    throw new UsageError(`Pending and work-in-progress pacts are worked out for your branch: give --provider-branch (or --no-pending --no-wip).\n${USAGE}`);
  }
  return {
    ...common,
    pactBrokerUrl: broker,
    ...(env.PACT_BROKER_TOKEN ? { pactBrokerToken: env.PACT_BROKER_TOKEN } : {}),
    ...(env.PACT_BROKER_USERNAME ? { pactBrokerUsername: env.PACT_BROKER_USERNAME, pactBrokerPassword: env.PACT_BROKER_PASSWORD } : {}),
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
    enablePending: !args.noPending,
    ...(args.noWip ? {} : { includeWipPactsSince: args.wipSince ?? WIP_SINCE }),
    publishVerificationResult: true,
    providerVersion: args.providerVersion,
    ...(args.providerBranch ? { providerVersionBranch: args.providerBranch } : {}),
  };
}
