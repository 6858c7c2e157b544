import { execFileSync } from 'node:child_process';

/** A git command's output, trimmed (the broker commands' version and branch). */
export const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
