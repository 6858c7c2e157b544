import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { FORCE_LOGIN_CODE, SESSION_EXPIRED_CODES } from '@/shared/config';
import { CODE_RESET_REQUIRED } from '@/pages/login/model/useLoginByPassword';
import { leaves, matchersAt, pactFiles, type MatchingRules } from './pactFiles';

interface Interaction {
  description: string;
  response: { body?: { content?: unknown }; matchingRules?: { body?: MatchingRules; status?: unknown } };
}

const interactions = pactFiles().flatMap(({ provider, path }) =>
  (JSON.parse(readFileSync(path, 'utf8')) as { interactions: Interaction[] }).interactions.map((interaction) => ({ provider, ...interaction })),
);

/** A string written as an enum constant (WAIT_SIGN, CREDENTIALS_ID, a Y/N flag) or a boolean in words. */
const ENUM_LIKE = /^([A-Z]+(_[A-Z]+)*|true|false)$/;

describe('the pact files', () => {
  it('exist, one per provider', () => {
    expect(interactions.length).toBeGreaterThan(0);
  });

  /*
   * A failure the portal only shows (its message) is pinned as "any code but 200": a
   * provider is free to number its errors. A literal code is pinned only where the portal
   * acts on that very code (000 §8: session expiry, forced sign-in; the reset-required
   * sign-in).
   */
  it('pin a literal failure code only where the portal acts on that code', () => {
    const actedOn = new Set<string>(['200', ...SESSION_EXPIRED_CODES, FORCE_LOGIN_CODE, CODE_RESET_REQUIRED]);
    const pinned = interactions
      .filter(({ response }) => {
        const body = response.body?.content as { code?: unknown } | undefined;
        return typeof body?.code === 'string' && !response.matchingRules?.body?.['$.code'] && !actedOn.has(body.code);
      })
      .map(({ provider, description, response }) => `${provider}: ${description} (${(response.body!.content as { code: string }).code})`);
    expect(pinned).toEqual([]);
  });

  /*
   * What the portal branches on must be pinned, so that a provider answering the other
   * branch fails verification (with a type matcher, an answer of `false` passes where the
   * pact says `true`). Compared by equality (or, for an enum, a regex of the values it may
   * take; a format regex where the portal shows the value as sent), never by type alone:
   * the HTTP status, the envelope's code and switchCode (000 §8), every boolean (the
   * portal reads a boolean only to branch on it) and every string written as an enum
   * constant. A type matcher on an enclosing object or list (like, eachLike) counts too.
   */
  it('match no boolean, status code or enum by type alone', () => {
    const byType = interactions.flatMap(({ provider, description, response }) => {
      const rules = response.matchingRules?.body ?? {};
      const found = response.matchingRules?.status ? [`${provider}: ${description}: the HTTP status`] : [];
      for (const [path, value] of leaves(response.body?.content)) {
        const key = path.at(-1);
        const branchedOn =
          typeof value === 'boolean' ||
          (typeof value === 'string' && ((path.length === 1 && key === 'code') || key === 'switchCode' || ENUM_LIKE.test(value)));
        if (!branchedOn) continue;
        const matchers = matchersAt(rules, path);
        if (matchers.some((matcher) => matcher.match === 'type')) found.push(`${provider}: ${description}: $.${path.join('.')} (${JSON.stringify(value)})`);
      }
      return found;
    });
    expect(byType).toEqual([]);
  });
});
