import { afterEach, describe, expect, it } from '@rstest/core';
import { cookie } from './cookie';

afterEach(() => cookie.clear('probe'));

describe('cookie', () => {
  it('sets a value encoded and clears it again', () => {
    cookie.set('probe', 'a b;c');
    expect(document.cookie).toContain('probe=a%20b%3Bc');
    cookie.clear('probe');
    expect(document.cookie).not.toContain('probe=');
  });
});
