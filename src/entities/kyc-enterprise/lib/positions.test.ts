import { describe, expect, it } from '@rstest/core';
import { managerName, positionsOf } from './positions';

describe('the manager from the wire (001 §3 "Manager")', () => {
  it.each([
    [{ position: ['LEGAL', 'GENERAL_MANAGER'] }, ['LEGAL', 'GENERAL_MANAGER']],
    [{ position: [], job: 'DIRECTOR, OTHER' }, ['DIRECTOR', 'OTHER']],
    [{ position: null, job: ['NONE'] }, ['NONE']],
    [{ position: [' LEGAL', 'LEGAL', ''] }, ['LEGAL']],
    [{ position: null, job: null }, []],
    [null, []],
  ])('positions of %j: %j', (person, expected) => {
    expect(positionsOf(person)).toEqual(expected);
  });

  it.each([
    [{ lastName: '王', firstName: '芳', name: 'ignored' }, '王 芳'],
    [{ lastName: ' ', firstName: 'Fang', name: null }, 'Fang'],
    [{ lastName: null, firstName: null, name: ' Wang Fang ' }, 'Wang Fang'],
    [null, ''],
  ])('name of %j: %s', (manager, expected) => {
    expect(managerName(manager)).toBe(expected);
  });
});
