import { describe, expect, it } from '@rstest/core';
import { cssUrl } from './cssUrl';

describe('cssUrl', () => {
  it('keeps an encoded data: URL as it is (its % is not encoded again)', () => {
    expect(cssUrl('data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E')).toBe('url("data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E")');
  });

  it('escapes what would end or break the quoted string, so a server address cannot add CSS', () => {
    expect(cssUrl('https://cdn.example.com/a b.png')).toBe('url("https://cdn.example.com/a b.png")');
    expect(cssUrl('x") ; color: red; ("')).toBe('url("x\\") ; color: red; (\\"")');
    expect(cssUrl('a\\b\nc')).toBe('url("a\\\\b c")');
  });
});
