import { describe, expect, it } from '@rstest/core';
import { loginNameOf } from './loginName';

describe('loginNameOf: whose password the dialog changes', () => {
  it.each([
    ['demo.one', { loginName: 'other' }, 'demo.one'],
    [' demo.one ', null, 'demo.one'],
    [null, { loginName: 'demo.many' }, 'demo.many'],
    ['', { loginName: 'demo.many' }, 'demo.many'],
    [null, { loginName: 42 }, ''],
    [null, null, ''],
  ])('session %j, user %j → %j', (current, user, expected) => {
    expect(loginNameOf(current, user)).toBe(expected);
  });
});
