#!/usr/bin/env node
// `npm run test:quick`: the inner loop (README "Scripts"). Type-check, then eslint and the
// unit and component tests of the files changed since main (committed or not): the tests
// rstest finds related to them through the import graph. `npm test` remains the full check.
import { execSync, spawnSync } from 'node:child_process';

const git = (args) => execSync(`git ${args}`, { encoding: 'utf8' }).trim();
const base = process.env.QUICK_BASE || git('merge-base HEAD main');
const changed = [
  ...new Set([...git(`diff --name-only ${base}`).split('\n'), ...git('ls-files --others --exclude-standard').split('\n')]),
].filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.endsWith('.gen.ts'));

const run = (name, command, args) => {
  console.log(`\n━━ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

console.log(`changed since ${base.slice(0, 12)}: ${changed.length} file(s)`);
run('type-check', 'npm', ['run', '-s', 'typecheck']);
if (changed.length === 0) process.exit(0);
run('eslint (changed files)', 'npx', ['eslint', '--no-warn-ignored', ...changed]);
run('unit and component tests (related to the changed files)', 'npx', ['rstest', 'run', '--passWithNoTests', '--related', ...changed]);
