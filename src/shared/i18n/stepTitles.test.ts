import { describe, expect, it } from '@rstest/core';
import enOnboarding from './locales/en-US/onboarding';
import zhOnboarding from './locales/zh-CN/onboarding';

/**
 * One look for the four onboarding wizards: a step that asks for the same thing carries the
 * same title in every wizard (company KYC, KYC file / e-KYC, export drawback), in plain words
 * rather than form jargon ("Second identity information").
 */
describe.each([
  ['en-US', enOnboarding],
  ['zh-CN', zhOnboarding],
] as const)('onboarding step titles (%s)', (_locale, texts) => {
  const kyc = texts.kyc.page.steps;
  const file = texts.kycFile.steps as Record<string, string>;
  const drawback = texts.drawback.steps;

  it('the company step is named alike in the three wizards', () => {
    expect(file.basics).toBe(kyc.company);
    expect(drawback.company).toBe(kyc.company);
  });

  it('the authorised-person step is named alike in the three wizards', () => {
    expect(file.manager).toBe(kyc.manager);
    expect(drawback.manager).toBe(kyc.manager);
  });

  it('the KYC file step 3 says whom it asks for: the legal person or directors, and the owners', () => {
    expect(file.identity).toContain(kyc.legal);
    expect(file.identityDirectors).toContain(kyc.directors);
  });

  it('the last step is named alike', () => {
    expect(file.success).toBe(kyc.success);
  });
});
