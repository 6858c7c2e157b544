import { describe, expect, it } from '@rstest/core';
import { snapshot } from '../db';
import { reset } from './seed';

/**
 * Fields of the seed that no client reads as text: ids, keys, codes, passwords, addresses
 * of files and images, machine values. Everything else a demo shows somewhere.
 */
const UNSEEN = /(^id$|Id$|^id[A-Z]|Ids$|Key$|key$|[Pp]assword|Code$|code$|^url$|Url$|\.url$|value$|Uuid$|token|Token|hash|Hash|mediaId|busiKey|modelCode|catgId|^link$|Link$|json|Json)/;

/** Markup, "#n" numbering and placeholder wording: what makes demo data look like test data. */
const HOSTILE_OR_PLACEHOLDER: ReadonlyArray<[string, RegExp]> = [
  ['markup', /<\s*\/?\s*[a-z][^>]*>|javascript:|onerror\s*=/i],
  ['sequence number', /#\s?\d+/],
  ['placeholder', /\b(lorem|ipsum|test(ing)?|todo|fixme|xxx+|sample|dummy|placeholder|foo|bar|asdf|qwerty)\b/i],
];

function visibleTexts(): Array<{ where: string; text: string }> {
  reset();
  const found: Array<{ where: string; text: string }> = [];
  for (const [model, rows] of Object.entries(snapshot())) {
    for (const row of rows ?? []) {
      for (const [field, value] of Object.entries(row)) {
        if (typeof value !== 'string' || UNSEEN.test(field)) continue;
        found.push({ where: `${model}.${field} (${String(row.id ?? row.name ?? '')})`, text: value });
      }
    }
  }
  return found;
}

describe('the demo seed reads like a client’s data (DESIGN §10)', () => {
  it('no seeded text a client can see holds markup, "#n" numbering or placeholder wording', () => {
    const texts = visibleTexts();
    expect(texts.length).toBeGreaterThan(100);
    const offending = texts.flatMap(({ where, text }) =>
      HOSTILE_OR_PLACEHOLDER.filter(([, pattern]) => pattern.test(text)).map(([kind]) => `${kind}: ${where}: ${text.slice(0, 80)}`),
    );
    expect(offending).toEqual([]);
  });
});
