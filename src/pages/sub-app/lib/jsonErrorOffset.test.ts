import { describe, expect, it } from '@rstest/core';
import { jsonErrorOffset, lineAndColumn } from './jsonErrorOffset';

describe('where a hand-edited JSON file breaks', () => {
  it.each([
    ['a trailing comma in an object', '{"prefix": "a",}', 15],
    ['a trailing comma in a list', '{"subApps": [{"prefix": "a"},\n]}', 30],
    ['a missing comma', '[{"a": 1} {"b": 2}]', 10],
    ['single quotes', "{'subApps': []}", 1],
    ['an unquoted key', '{subApps: []}', 1],
    ['a comment', '{"subApps": [] // none yet\n}', 15],
    ['a cut-off file', '{"subApps": [', 13],
    ['an empty file', '', 0],
    ['text after the document', '{"subApps": []} x', 16],
    ['a control character in a string', '{"a": "line\nbreak"}', 11],
    ['a bad escape', '{"a": "\\x"}', 8],
    ['a misspelt literal', '{"a": tru}', 9],
    ['a number with a leading zero', '[01]', 2],
  ])('%s', (_, text, offset) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it.each([
    '{"subApps": [{"prefix": "childScbPortal", "entry": "https://a.example.com/x?y=1#z"}]}',
    ' [1, -2.5e3, 0, true, false, null, "\\u00e9\\n", {}] ',
    '"只是一个字符串"',
  ])('finds nothing wrong in JSON: %s', (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(jsonErrorOffset(text)).toBeNull();
  });

  it('gives up on nesting too deep to follow, rather than overflowing', () => {
    expect(jsonErrorOffset('['.repeat(200_000))).toBeNull();
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('{\n  "a": 1,\n}', 12)).toBe('line 3, column 1');
    expect(lineAndColumn('{}', 0)).toBe('line 1, column 1');
  });
});
