/**
 * `npm run pact:publish`: publishes pacts/ to a Pact Broker with Pact's own CLI
 * (@pact-foundation/pact-cli), consumer version = git commit, branch = git branch
 * (README "Contracts for backend teams").
 */
import { git } from './support/git';
import { publishCommand } from './support/brokerCommands';
import { runCommandLine } from './support/runCommandLine';

runCommandLine(() =>
  publishCommand(process.env, {
    commit: git('rev-parse', 'HEAD'),
    branch: git('branch', '--show-current'),
    pactsChanged: git('status', '--porcelain', '--', 'pacts') !== '',
  }),
);
