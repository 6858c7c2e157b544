import { describe, expect, it } from '@rstest/core';
import { areaName } from './accessNames';

const REGIONS = [
  { regionCn: '北美', regionEn: 'North America', regions: [{ marketplaceCode: 'US', marketplaceCn: '美国', marketplaceEn: 'United States' }] },
  { regionCn: '欧洲', regionEn: 'Europe', regions: [{ marketplaceCode: 'UK', marketplaceCn: '英国', marketplaceEn: '' }] },
];

describe('areaName: a store’s marketplace by name, not code (001 §2.6 names localised)', () => {
  it.each([
    ['US', 'zh', '美国'],
    ['US', 'en', 'United States'],
    // A name missing in one language: the other one.
    ['UK', 'en', '英国'],
    // Not in the list: the region's name, else the code.
    ['CN', 'zh', '中国'],
    ['CN', 'en', 'China'],
    ['XYZ', 'en', 'XYZ'],
  ])('%s in %s → %s', (code, locale, name) => {
    expect(areaName(code, REGIONS, locale)).toBe(name);
  });

  it('before the list has loaded: the region’s name for a region code', () => {
    expect(areaName('US', undefined, 'zh')).toBe('美国');
  });
});
