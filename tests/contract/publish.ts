/**
 * `npm run pact:publish`: publishes pacts/ to a Pact Broker with Pact's own CLI
 * (@pact-foundation/pact-cli), consumer version = git commit, branch = git branch
 * (README "Contracts for backend teams").
 */
import { spawnSync } from 'node:child_process';
import { git } from './support/git';
import { publishCommand } from './support/brokerCommands';
import { UsageError } from './support/verifierOptions';

try {
  const { command, args } = publishCommand(process.env, {
    commit: git('rev-parse', 'HEAD'),
    branch: git('branch', '--show-current'),
    pactsChanged: git('status', '--porcelain', '--', 'pacts') !== '',
  });
  console.log(`${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  process.exit(status ?? 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
}
