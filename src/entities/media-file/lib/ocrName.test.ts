import { describe, expect, it } from '@rstest/core';
import { splitOcrName } from './ocrName';

describe('OCR name split (001 §2.3)', () => {
  it.each<[string | null | undefined, { lastName: string; firstName: string } | null]>([
    ['张三丰', { lastName: '张', firstName: '三丰' }],
    ['李四', { lastName: '李', firstName: '四' }],
    ['王', { lastName: '王', firstName: '' }],
    ['  欧阳修 ', { lastName: '欧', firstName: '阳修' }],
    ['𠀋山', { lastName: '𠀋', firstName: '山' }],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (name, expected) => {
    expect(splitOcrName(name)).toEqual(expected);
  });
});
