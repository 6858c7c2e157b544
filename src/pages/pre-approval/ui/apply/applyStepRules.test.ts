import { describe, expect, it } from '@rstest/core';
import { accountName, enumLabel, firstIncompleteStep, labelOfCode } from './applyStepRules';

/** The three-step application's rules (001 §2.5, §5 "Pre-approval details", §7 queryList). */
describe('pre-approval application steps', () => {
  it.each([
    ['nothing done', { company: false, accounts: false }, 'company'],
    ['accounts but no details', { company: false, accounts: true }, 'company'],
    ['details saved', { company: true, accounts: false }, 'accounts'],
    ['details and accounts', { company: true, accounts: true }, 'settlement'],
  ] as const)('opens the first incomplete step: %s → %s', (_case, progress, step) => {
    expect(firstIncompleteStep(progress)).toBe(step);
  });

  it('labels an option in the current language: name is Chinese, nameEn English; the other when one is missing', () => {
    const option = { code: 'M1', name: '50万以下', nameEn: 'Under 500,000' };
    expect(enumLabel(option, 'zh')).toBe('50万以下');
    expect(enumLabel(option, 'en')).toBe('Under 500,000');
    expect(enumLabel({ name: '仅中文', nameEn: null }, 'en')).toBe('仅中文');
    expect(enumLabel({ name: null, nameEn: 'English only' }, 'zh')).toBe('English only');
  });

  it('a saved code reads as its label, or as itself when the list lacks it', () => {
    const options = [{ code: 'B1', name: '跨境电商', nameEn: 'Cross-border e-commerce' }];
    expect(labelOfCode('B1', options, 'en')).toBe('Cross-border e-commerce');
    expect(labelOfCode('B1', options, 'zh')).toBe('跨境电商');
    expect(labelOfCode('B9', options, 'en')).toBe('B9');
    expect(labelOfCode(null, options, 'en')).toBe('');
  });

  it("names an account by its seller id with its platform and marketplace", () => {
    expect(accountName({ storeName: 'A1B2C3', platform: 'Amazon SC', area: 'US' })).toBe('A1B2C3 (Amazon SC · US)');
    expect(accountName({ storeName: 'shop', platform: 'Others', area: null })).toBe('shop (Others)');
    expect(accountName({ storeName: null, platform: 'Others', area: null })).toBe('Others');
  });
});
