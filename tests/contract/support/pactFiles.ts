import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** The portal's name in every pact file: pacts/kj-portal-web-<provider>.json. */
export const CONSUMER = 'kj-portal-web';

export const PACT_DIR = resolve(process.cwd(), 'pacts');

/** Every committed pact file, with the provider it is for, in name order. */
export function pactFiles(): Array<{ provider: string; path: string }> {
  const prefix = `${CONSUMER}-`;
  return readdirSync(PACT_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort()
    .map((name) => ({ provider: name.slice(prefix.length, -'.json'.length), path: resolve(PACT_DIR, name) }));
}

/** Every value of a JSON document with its path, `['data', 0, 'show']`. */
export function* leaves(value: unknown, path: Array<string | number> = []): Generator<[Array<string | number>, unknown]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* leaves(item, [...path, index]);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
  else yield [path, value];
}

/** One matcher of a pact file's matching rules (`{ match: 'type' }`, `{ match: 'regex', regex }`, …). */
export interface Matcher {
  match: string;
  variants?: Array<{ index: number; rules: MatchingRules }>;
  [option: string]: unknown;
}

/** The matching rules of a body: JSON path (`$.data[*].status`) → its matchers. */
export type MatchingRules = Record<string, { matchers: Matcher[] }>;

/** `$.data.records[*]['is.branded.version']` → ['data', 'records', '*', 'is.branded.version']. */
function segments(rulePath: string): string[] {
  return [...rulePath.slice(1).matchAll(/\.([^.[\]]+)|\[(\d+|\*)\]|\['([^']+)'\]/g)].map(([, key, index, quoted]) => (key ?? index ?? quoted)!);
}

/**
 * The matchers that apply to one value of a body, as Pact applies them: the rule of the
 * most specific path that is the value's own or an enclosing one's (a `type` rule on an
 * object or a list covers what it holds), `*` standing for any key or index; inside an
 * arrayContains list, the rules of the item's variant. None: compared by equality.
 */
export function matchersAt(rules: MatchingRules, path: ReadonlyArray<string | number>): Matcher[] {
  let best: { segments: string[]; matchers: Matcher[] } | null = null;
  for (const [rulePath, { matchers }] of Object.entries(rules)) {
    const rule = segments(rulePath);
    if (rule.length > path.length || !rule.every((segment, i) => segment === '*' || segment === String(path[i]))) continue;
    const specificity = (candidate: string[]) => candidate.length * 2 - candidate.filter((segment) => segment === '*').length;
    if (!best || specificity(rule) > specificity(best.segments)) best = { segments: rule, matchers };
  }
  if (!best) return [];
  const contains = best.matchers.find((matcher) => matcher.match === 'arrayContains');
  if (contains && path.length > best.segments.length) {
    const variant = contains.variants?.find(({ index }) => index === Number(path[best.segments.length]));
    return variant ? matchersAt(variant.rules, path.slice(best.segments.length + 1)) : [];
  }
  return best.matchers;
}
