import { describe, expect, it } from '@rstest/core';
import { CHINA_REGIONS } from '../../config/bank-account/regions';
import { isCityComplete, isMunicipality, provinceCodeOf, regionOf, regionOptions, regionPathOf, toWireCityCode } from './region';

describe('China regions (001 §2.4)', () => {
  it('holds all 31 provincial units with six-digit codes whose cities start with the province code', () => {
    expect(CHINA_REGIONS).toHaveLength(31);
    for (const province of CHINA_REGIONS) {
      expect(province.code).toMatch(/^\d{2}0000$/);
      expect(province.cities.length).toBeGreaterThan(0);
      for (const city of province.cities) {
        expect(city.code).toMatch(/^\d{6}$/);
        expect(provinceCodeOf(city.code)).toBe(provinceCodeOf(province.code));
      }
    }
  });

  it.each([
    ['440300', '44'],
    ['110100', '11'],
    ['500000', '50'],
  ])('province code of %s is its first 2 characters: %s', (code, province) => {
    expect(provinceCodeOf(code)).toBe(province);
  });

  it.each([
    // [cascader city, wire city, municipality]
    ['110100', '110000', true],
    ['120100', '120000', true],
    ['310100', '310000', true],
    ['500100', '500000', true],
    ['440300', '440300', false],
    ['130100', '130100', false],
  ])('city %s goes to the server as %s (municipality: %s)', (city, wire, municipality) => {
    expect(isMunicipality(city)).toBe(municipality);
    expect(toWireCityCode(city)).toBe(wire);
  });

  it.each([
    ['110000', ['110000', '110100']],
    ['110100', ['110000', '110100']],
    ['310000', ['310000', '310100']],
    ['500000', ['500000', '500100']],
    ['440300', ['440000', '440300']],
    ['440399', []],
    ['990000', []],
    ['', []],
    [null, []],
  ])('a wire city code %s opens the cascader on %j', (wire, path) => {
    expect(regionPathOf(wire)).toEqual(path);
  });

  it.each([
    [['440000', '440300'], true],
    [['110000', '110100'], true],
    [['440000'], false],
    [[], false],
    [['440000', '110100'], false],
    [['440000', '449999'], false],
    [null, false],
    [undefined, false],
  ])('the city %j is complete: %s', (path, complete) => {
    expect(isCityComplete(path)).toBe(complete);
  });

  it('names the chosen province and city, and gives options in both languages', () => {
    expect(regionOf(['440000', '440300'])).toMatchObject({ province: { zh: '广东省' }, city: { en: 'Shenzhen' } });
    const en = regionOptions('en');
    const zh = regionOptions('zh');
    expect(en.find((option) => option.value === '310000')).toEqual({ value: '310000', label: 'Shanghai', children: [{ value: '310100', label: 'Shanghai' }] });
    expect(zh.find((option) => option.value === '440000')?.children?.find((c) => c.value === '440300')?.label).toBe('深圳市');
  });
});
