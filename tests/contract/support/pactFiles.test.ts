import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { FORCE_LOGIN_CODE, SESSION_EXPIRED_CODES } from '@/shared/config';
import { CODE_RESET_REQUIRED } from '@/pages/login/model/useLoginByPassword';
import { pactFiles } from './pactFiles';

interface Interaction {
  description: string;
  response: { body?: { content?: unknown }; matchingRules?: { body?: Record<string, unknown> } };
}

const interactions = pactFiles().flatMap(({ provider, path }) =>
  (JSON.parse(readFileSync(path, 'utf8')) as { interactions: Interaction[] }).interactions.map((interaction) => ({ provider, ...interaction })),
);

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
});
