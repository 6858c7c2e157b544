import { describe, expect, it } from '@rstest/core';
import { countryName, countryNameOf, countryOptions, phoneAreaName } from './label';

const CHINA = { id: '1', countryCode: 'CHN', countryName: '中国', countryNameEng: 'China' };
const ONLY_CN = { id: '2', countryCode: 'HKG', countryName: '中国香港', countryNameEng: null };
const NO_NAME = { id: '3', countryCode: 'XYZ', countryName: ' ', countryNameEng: null };
const NO_CODE = { id: '4', countryCode: null, countryName: '未知', countryNameEng: 'Unknown' };

describe('country names (001 §3 "Country")', () => {
  it.each([
    [CHINA, 'zh', '中国'],
    [CHINA, 'zh-CN', '中国'],
    [CHINA, 'en', 'China'],
    [CHINA, 'en-US', 'China'],
    [ONLY_CN, 'en', '中国香港'],
    [NO_NAME, 'zh', 'XYZ'],
  ])('%o in %s reads %s', (country, locale, expected) => {
    expect(countryName(country, locale)).toBe(expected);
  });

  it('offers countries with a code as options, in list order', () => {
    expect(countryOptions([CHINA, NO_CODE, ONLY_CN], 'en')).toEqual([
      { value: 'CHN', label: 'China' },
      { value: 'HKG', label: '中国香港' },
    ]);
  });

  it.each([
    ['CHN', 'zh', '中国'],
    ['USA', 'en', 'USA'],
    [null, 'en', ''],
  ])('names the code %s in %s as %s', (code, locale, expected) => {
    expect(countryNameOf([CHINA], code, locale)).toBe(expected);
  });

  it.each([
    ['zh', '中国'],
    ['en', 'China'],
  ])('names a phone area entry in %s', (locale, expected) => {
    expect(phoneAreaName({ countryCode: 'CHN', phoneCode: '86', chineseName: '中国', englishName: 'China' }, locale)).toBe(expected);
    expect(phoneAreaName({ countryCode: 'GBR', phoneCode: '44', chineseName: null, englishName: null }, locale)).toBe('GBR');
  });
});
