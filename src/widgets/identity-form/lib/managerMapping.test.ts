import { describe, expect, it } from '@rstest/core';
import { toManagerValues, toManagerWire } from './managerMapping';
import { validManager as valid } from './managerValues.testing';

describe('wire mapping', () => {
  it('trims, keeps the stored e-mail and fields, sends positions as position and job', () => {
    const stored = { id: '9', enterpriseId: '20001', email: 'stored@demo.kj', registerWay: 'PHONE', legalPerson: 'N' as const };
    const wire = toManagerWire(
      { ...valid, email: 'typed@demo.kj', firstName: ' 三 ', phone: '' , position: ['NONE'] },
      stored,
      { mediaId: 'media-9', placeName: (code) => (code === 'CHN' ? 'China' : null) },
    );
    expect(wire).toMatchObject({
      id: '9',
      enterpriseId: '20001',
      email: 'stored@demo.kj',
      registerWay: 'PHONE',
      legalPerson: 'N',
      firstName: '三',
      phone: null,
      position: ['NONE'],
      job: ['NONE'],
      certificateIssuingPlaceCode: 'CHN',
      certificateIssuingPlace: 'China',
      mediaId: 'media-9',
    });
  });

  it('reads a stored manager into the form', () => {
    expect(toManagerValues({ lastName: '张', firstName: '三', job: 'DIRECTOR', email: 'a@b.cn' })).toMatchObject({
      lastName: '张',
      firstName: '三',
      position: ['DIRECTOR'],
      email: 'a@b.cn',
    });
  });
});
