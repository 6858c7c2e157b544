import { CONSUMER } from './pactFiles';
import { UsageError, type BrokerEnv } from './verifierOptions';

/*
 * The portal's side of the Pact Broker, as Pact's own CLI (`pact-broker`, from
 * @pact-foundation/pact-cli) does it (README "Contracts for backend teams", step 5):
 * publishing pacts/, asking whether a version can be deployed, recording a deployment.
 * The portal's version is always the git commit. The broker's address and credentials stay
 * in the environment, which the CLI reads itself, so a token never shows on a command line.
 */

/** What the commands read from git. */
export interface GitFacts {
  /** The checked-out commit (the portal's version). */
  commit: string;
  /** The checked-out branch; empty on a detached HEAD. */
  branch: string;
  /** Whether pacts/ has changes not committed. */
  pactsChanged: boolean;
}

export type PublishEnv = BrokerEnv & { PACT_BRANCH?: string };

export interface BrokerCommand {
  command: string;
  args: string[];
}

/** The broker's address and credentials, which every command needs; the message says which is missing. */
function requireBroker(env: BrokerEnv): void {
  if (!env.PACT_BROKER_BASE_URL) {
    throw new UsageError('Set PACT_BROKER_BASE_URL to the broker, and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).');
  }
  const basic = Boolean(env.PACT_BROKER_USERNAME) || Boolean(env.PACT_BROKER_PASSWORD);
  if (!env.PACT_BROKER_TOKEN && !(env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD)) {
    throw new UsageError(
      basic ? 'Basic authentication needs both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.' : 'Set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.',
    );
  }
}

/**
 * `npm run pact:publish`: publishes pacts/ as the git commit on the git branch (PACT_BRANCH
 * on a detached HEAD, as in CI).
 */
export function publishCommand(env: PublishEnv, git: GitFacts): BrokerCommand {
  requireBroker(env);
  if (git.pactsChanged) throw new UsageError('pacts/ has uncommitted changes: commit them first, the consumer version is the commit.');
  const branch = env.PACT_BRANCH || git.branch;
  if (!branch) throw new UsageError('No git branch is checked out (detached HEAD): set PACT_BRANCH.');
  return { command: 'pact-broker', args: ['publish', 'pacts', '--consumer-app-version', git.commit, '--branch', branch] };
}

/** The two steps of the portal's release pipeline around a deployment. */
export const DEPLOY_STEPS = ['can-i-deploy', 'record-deployment'] as const;
export type DeployStep = (typeof DEPLOY_STEPS)[number];

export const DEPLOY_USAGE = `Usage: npm run pact:can-i-deploy -- --environment <environment>      (before deploying the checked-out commit)
       npm run pact:record-deployment -- --environment <environment> (after deploying it)
  with PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).`;

/**
 * `npm run pact:can-i-deploy` / `npm run pact:record-deployment`: whether the portal at the
 * git commit may go to an environment (every provider deployed there has verified its
 * pacts; the CLI exits non-zero otherwise), and, once it is deployed, recording that, so
 * the providers verify the pacts of what is deployed (their `deployedOrReleased` selector).
 */
export function deployCommand(step: DeployStep, environment: string | undefined, env: BrokerEnv, git: Pick<GitFacts, 'commit'>): BrokerCommand {
  if (!environment) throw new UsageError(`--environment is required: the environment the commit is deployed to, as the broker names it (e.g. production).\n${DEPLOY_USAGE}`);
  requireBroker(env);
  const target = step === 'can-i-deploy' ? '--to-environment' : '--environment';
  return { command: 'pact-broker', args: [step, '--pacticipant', CONSUMER, '--version', git.commit, target, environment] };
}
