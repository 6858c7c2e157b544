import { spawnSync } from 'node:child_process';
import { UsageError } from './verifierOptions';

/**
 * Runs the command line `build` makes (pact:publish, pact:can-i-deploy,
 * pact:record-deployment): printed, then run, exiting with its status; a missing setting
 * exits 2 with its message, any other failure 1.
 */
export function runCommandLine(build: () => { command: string; args: string[] }): never {
  try {
    const { command, args } = build();
    console.log(`${command} ${args.join(' ')}`);
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    process.exit(status ?? 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
