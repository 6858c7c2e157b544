import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { providerStates } from '@mocks/scenarios/providerStates';

const ROOT = process.cwd();

interface PactState {
  name: string;
  params?: Record<string, unknown>;
}

/** Every state the pact files name, with the param names it is given. */
const used = fs
  .readdirSync(path.join(ROOT, 'pacts'))
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => (JSON.parse(fs.readFileSync(path.join(ROOT, 'pacts', name), 'utf8')) as { interactions: { providerStates?: PactState[] }[] }).interactions)
  .flatMap((interaction) => interaction.providerStates ?? []);

const BEGIN = '<!-- provider states: from mocks/scenarios/providerStates.ts, checked by tests/unit/providerStates.test.ts -->';
const END = '<!-- /provider states -->';

/** README's table of the states, rendered from the catalogue. */
function statesTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = Object.entries(providerStates).map(([name, state]) => {
    const params = Object.entries(state.params).map(([param, meaning]) => `\`${param}\`: ${cell(meaning)}`).join('<br>') || '–';
    return `| ${cell(name)} | ${params} | ${cell(state.afterwards)} |`;
  });
  return ['| state | params | what exists afterwards |', '|---|---|---|', ...rows].join('\n');
}

describe('Pact provider states', () => {
  it('are all set up by the mock, each with exactly the params the pacts give it', () => {
    const mismatched = used
      .filter(({ name, params = {} }) => {
        const state = providerStates[name];
        return !state || Object.keys(state.params).sort().join() !== Object.keys(params).sort().join();
      })
      .map(({ name, params }) => `${name} ${JSON.stringify(Object.keys(params ?? {}))}`);
    expect([...new Set(mismatched)]).toEqual([]);
  });

  it('are each used by a pact (no state is kept that nothing names)', () => {
    const names = new Set(used.map(({ name }) => name));
    expect(Object.keys(providerStates).filter((name) => !names.has(name))).toEqual([]);
  });

  it('are listed in README "Contracts for backend teams", as the catalogue says', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf(BEGIN);
    const end = readme.indexOf(END);
    expect(start, `README.md lacks ${BEGIN}`).toBeGreaterThan(-1);
    expect(readme.slice(start + BEGIN.length, end).trim(), 'README.md\'s table of provider states (expected below)').toBe(statesTable());
  });
});
