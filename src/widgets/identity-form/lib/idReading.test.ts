import { describe, expect, it } from '@rstest/core';
import { idReading } from './idReading';

describe('idReading (001 §2.3)', () => {
  it('gives the ID number and the name split into family and first name; what was not read is blank', () => {
    expect(idReading({ idNo: ' 11010519491231002X ', name: '张伟' })).toEqual({ identNo: '11010519491231002X', lastName: '张', firstName: '伟' });
    expect(idReading({})).toEqual({ identNo: '', lastName: '', firstName: '' });
  });
});
