import { describe, expect, it } from '@rstest/core';
import { positionsOf } from './positions';

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
});
