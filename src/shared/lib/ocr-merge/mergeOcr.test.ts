import { describe, expect, it } from '@rstest/core';
import { mergeOcr, sameOcrValue } from './mergeOcr';

describe('mergeOcr: a document never replaces what the form holds', () => {
  it('fills empty fields (nothing, null, blank) with the document’s trimmed value', () => {
    expect(mergeOcr<'identNo' | 'lastName' | 'firstName'>({ identNo: '', lastName: undefined, firstName: '   ' }, { identNo: ' 11010519491231002X ', lastName: '张', firstName: '伟' })).toEqual({
      fill: { identNo: '11010519491231002X', lastName: '张', firstName: '伟' },
      conflicts: [],
    });
    expect(mergeOcr<'identNo'>({}, { identNo: 'A1' })).toEqual({ fill: { identNo: 'A1' }, conflicts: [] });
  });

  it('keeps a field that already says the same, ignoring surrounding spaces and letter case', () => {
    expect(mergeOcr<'identNo' | 'lastName'>({ identNo: '11010519491231002x ', lastName: '张' }, { identNo: '11010519491231002X', lastName: '张' })).toEqual({ fill: {}, conflicts: [] });
  });

  it('reports a field holding another value as a conflict with both values, and fills nothing there', () => {
    expect(mergeOcr<'identNo' | 'lastName' | 'firstName'>({ identNo: 'G1234567', lastName: 'Wang', firstName: '' }, { identNo: '11010519491231002X', lastName: '张', firstName: '伟' })).toEqual({
      fill: { firstName: '伟' },
      conflicts: [
        { field: 'identNo', typed: 'G1234567', read: '11010519491231002X' },
        { field: 'lastName', typed: 'Wang', read: '张' },
      ],
    });
  });

  it('ignores what the document did not read (absent, null, blank): the field stays as it is', () => {
    expect(mergeOcr<'address' | 'creditCode'>({ address: '', creditCode: 'X' }, { address: null, creditCode: '  ' })).toEqual({ fill: {}, conflicts: [] });
  });

  it('sameOcrValue compares as a person reads', () => {
    expect(sameOcrValue(' ab ', 'AB')).toBe(true);
    expect(sameOcrValue('a b', 'ab')).toBe(false);
    expect(sameOcrValue(undefined, '')).toBe(true);
  });
});
