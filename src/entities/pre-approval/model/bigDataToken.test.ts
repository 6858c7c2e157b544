import { beforeEach, describe, expect, it } from '@rstest/core';
import { BIG_DATA_TOKEN_KEY, keepBigDataToken } from './bigDataToken';

describe('keepBigDataToken (000 §7 getTokenByEnterpriseId)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = `${BIG_DATA_TOKEN_KEY}=; path=/; Max-Age=0`;
  });

  it('keeps the token in local storage (through the storage helper) and in the bigDataToken cookie', () => {
    keepBigDataToken('bd-20051-token');
    expect(localStorage.getItem('bigDataToken')).toBe('"bd-20051-token"');
    expect(document.cookie).toContain('bigDataToken=bd-20051-token');
  });

  it('encodes what a cookie cannot carry, and a newer token replaces the older', () => {
    keepBigDataToken('a b;c=d');
    expect(document.cookie).toContain(`bigDataToken=${encodeURIComponent('a b;c=d')}`);
    keepBigDataToken('second');
    expect(document.cookie.match(/bigDataToken=/g)).toHaveLength(1);
    expect(document.cookie).toContain('bigDataToken=second');
    expect(localStorage.getItem('bigDataToken')).toBe('"second"');
  });
});
