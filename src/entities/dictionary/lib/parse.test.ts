import { describe, expect, it } from '@rstest/core';
import { dictDisplayNameOf, dictParamOf, parseDictionaries } from './parse';

describe('parseDictionaries (000 §3 "Dictionary items")', () => {
  it('parses JSON-string values and folds the dispalyName spelling into displayName', () => {
    const parsed = parseDictionaries({
      STATUS: JSON.stringify([{ displayName: 'Init', dictCode: 'STATUS', dictKey: '1', dictParam: 'INIT' }]),
      ID_TYPE: JSON.stringify([{ dispalyName: 'Passport', dictCode: 'ID_TYPE', dictKey: '2', dictParam: 'PASSPORT' }]),
    });
    expect(parsed.STATUS).toEqual([{ displayName: 'Init', dictCode: 'STATUS', dictKey: '1', dictParam: 'INIT' }]);
    expect(parsed.ID_TYPE?.[0]?.displayName).toBe('Passport');
  });

  it.each([['not json'], ['{"a":1}'], ['']])('gives an empty list for a value that is not a JSON array (%s)', (value) => {
    expect(parseDictionaries({ BAD: value }).BAD).toEqual([]);
  });
});

describe('dictionary-valued fields', () => {
  it.each([
    ['{"dictParam":"ENDURANCE","displayName":"Activated"}', 'ENDURANCE'],
    [{ dictParam: 'BACK' }, 'BACK'],
    ['SUBMIT', 'SUBMIT'],
    [null, ''],
    [undefined, ''],
  ])('dictParamOf(%j) → %s', (value, expected) => {
    expect(dictParamOf(value)).toBe(expected);
  });

  it.each([
    ['{"dictParam":"INIT","displayName":"待认证"}', '待认证'],
    ['{"dictParam":"INIT","dispalyName":"Pending"}', 'Pending'],
    ['plain', 'plain'],
    [null, ''],
  ])('dictDisplayNameOf(%j) → %s', (value, expected) => {
    expect(dictDisplayNameOf(value)).toBe(expected);
  });
});
