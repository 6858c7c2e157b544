import { describe, expect, it } from '@rstest/core';
import { isManagerEntry, ownerRoleOf, splitManagerEntries } from './entries';

describe('legal-person and beneficial-owner entries (001 §2.3)', () => {
  it.each([
    ['Y', true],
    ['N', false],
    [null, false],
    [undefined, false],
  ])('managerPerson %s is the authorised person’s read-only entry: %s', (managerPerson, expected) => {
    expect(isManagerEntry({ managerPerson })).toBe(expected);
  });

  it.each([
    ['COMPANY', 'COMPANY'],
    ['PERSONAL', 'PERSONAL'],
    [null, 'PERSONAL'],
  ] as const)('role %s reads as %s', (contactRoleType, expected) => {
    expect(ownerRoleOf({ contactRoleType })).toBe(expected);
  });

  it('splits the authorised person’s entries from the step’s own, keeping their order', () => {
    const entries = [
      { id: '1', managerPerson: 'N' as const },
      { id: 'M', managerPerson: 'Y' as const },
      { id: '2', managerPerson: null },
    ];
    const { manager, own } = splitManagerEntries(entries);
    expect(manager.map((entry) => entry.id)).toEqual(['M']);
    expect(own.map((entry) => entry.id)).toEqual(['1', '2']);
  });
});
