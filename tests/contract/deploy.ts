/**
 * `npm run pact:can-i-deploy -- --environment <env>` and `npm run pact:record-deployment --
 * --environment <env>`: the portal's release pipeline asks the Pact Broker whether the
 * checked-out commit can go to the environment, and records it there once deployed, with
 * Pact's own CLI (@pact-foundation/pact-cli) and the broker settings of pact:publish
 * (README "Contracts for backend teams").
 */
import { parseArgs } from 'node:util';
import { DEPLOY_STEPS, DEPLOY_USAGE, deployCommand, type DeployStep } from './support/brokerCommands';
import { git } from './support/git';
import { runCommandLine } from './support/runCommandLine';
import { UsageError } from './support/verifierOptions';

runCommandLine(() => {
  const { values, positionals } = parseArgs({ options: { environment: { type: 'string' } }, allowPositionals: true });
  const step = positionals[0] as DeployStep | undefined;
  if (!step || !DEPLOY_STEPS.includes(step)) throw new UsageError(DEPLOY_USAGE);
  return deployCommand(step, values.environment, process.env, { commit: git('rev-parse', 'HEAD') });
});
