import { UsageError, type BrokerEnv } from './verifierOptions';

/** What `npm run pact:publish` reads from git. */
export interface GitFacts {
  /** The checked-out commit (the consumer version). */
  commit: string;
  /** The checked-out branch; empty on a detached HEAD. */
  branch: string;
  /** Whether pacts/ has changes not committed. */
  pactsChanged: boolean;
}

export type PublishEnv = BrokerEnv & { PACT_BRANCH?: string };

/**
 * The Pact CLI command that publishes pacts/ to a broker: the consumer version is the git
 * commit and the branch the git branch (PACT_BRANCH on a detached HEAD, as in CI). The
 * broker's address and credentials stay in the environment, which the CLI reads itself,
 * so a token never shows on a command line.
 */
export function publishCommand(env: PublishEnv, git: GitFacts): { command: string; args: string[] } {
  if (!env.PACT_BROKER_BASE_URL) {
    throw new UsageError('Set PACT_BROKER_BASE_URL to the broker, and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).');
  }
  const basic = Boolean(env.PACT_BROKER_USERNAME) || Boolean(env.PACT_BROKER_PASSWORD);
  if (!env.PACT_BROKER_TOKEN && !(env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD)) {
    throw new UsageError(
      basic ? 'Basic authentication needs both PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.' : 'Set PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.',
    );
  }
  if (git.pactsChanged) throw new UsageError('pacts/ has uncommitted changes: commit them first, the consumer version is the commit.');
  const branch = env.PACT_BRANCH || git.branch;
  if (!branch) throw new UsageError('No git branch is checked out (detached HEAD): set PACT_BRANCH.');
  return { command: 'pact-broker', args: ['publish', 'pacts', '--consumer-app-version', git.commit, '--branch', branch] };
}
