import { describe, expect, it } from '@rstest/core';
import en from '@/shared/i18n/locales/en-US/validation.json';
import zh from '@/shared/i18n/locales/zh-CN/validation.json';
import * as validation from './index';
import type { ValidationKey } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('validation messages', () => {
  it('both locales have exactly the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('every message is a non-empty string with the same placeholders in both locales', () => {
    for (const key of Object.keys(en) as ValidationKey[]) {
      expect(typeof en[key]).toBe('string');
      expect(en[key].trim()).not.toBe('');
      expect(zh[key].trim()).not.toBe('');
      expect(placeholders(zh[key])).toEqual(placeholders(en[key]));
    }
  });

  it('keeps the specification’s exact wording', () => {
    expect(en).toMatchObject({
      usernameRequired: 'Please enter your username.',
      passwordRequired: 'Please enter your password.',
      captchaRequired: 'Please enter the verification code.',
      newPasswordRequired: 'Please enter your new password.',
      emailRequired: 'Please enter your email.',
      emailAddressRequired: 'Please enter email address.',
      emailFormat: 'Email format error',
      phoneRequired: 'Please enter Phone Number.',
      areaCodeRequired: 'Please select Area Code.',
      emailCodeRequired: 'Please enter verification code.',
      otpFormat: 'Please enter a 6-digit verification code',
      passwordFormat: 'Password format error',
      confirmPasswordRequired: 'Please re-enter your new password.',
      confirmPasswordMismatch: 'Confirm New Password is inconsistent with the New Password',
      // 000 §8 words it 'check service agreement'; issue 27's copy pass says it as a sentence.
      serviceAgreementRequired: 'Please tick the box to accept the service agreement.',
      fileSize: 'file size can not exceed 10M, please upload again',
    });
    expect(zh).toMatchObject({
      transactionConfirmRequired: '请再次输入密码',
      transactionConfirmMismatch: '两次输入密码不一致!',
      transactionNewPasswordRequired: '请输入新密码',
    });
  });

  it('every key a rule can return has a message in both locales', async () => {
    const returned = new Set<ValidationKey>();
    const note = (key: ValidationKey | null) => {
      if (key !== null) returned.add(key);
    };
    const bad = ['x', '#', '1.2345', '99', '0000-00-00', 'a'.repeat(300), '12345678901234567890', 'user@', 'Abc'];
    const rules = Object.entries(validation).filter(
      ([name, fn]) => name.startsWith('check') && typeof fn === 'function' && fn.length <= 1,
    ) as [string, (v: unknown) => ValidationKey | null][];
    expect(rules.length).toBeGreaterThan(20);
    for (const [, rule] of rules) for (const value of bad) note(rule(value));

    note(validation.checkBirthday('2999-01-01'));
    for (const country of ['CHN', 'HKG', 'USA']) for (const value of bad) note(validation.checkRegistrationCode(value, country));
    note(validation.checkEmail('a'.repeat(300), 200));
    for (const form of ['reset', 'transaction', 'change'] as const) {
      note(validation.checkConfirmPassword('', 'x', form));
      note(validation.checkConfirmPassword('y', 'x', form));
    }
    for (const state of validation.passwordRuleStates('')) note(state.messageKey);
    const pdf = new Blob(['%PDF-1.4']);
    note(await validation.checkUpload({ name: 'a.gif', size: 1, content: pdf }, validation.UPLOAD_RULES.other, 0));
    note(await validation.checkUpload({ name: 'a b.pdf', size: 1, content: pdf }, validation.UPLOAD_RULES.other, 0));
    note(await validation.checkUpload({ name: 'a.pdf', size: 0, content: pdf }, validation.UPLOAD_RULES.other, 0));
    note(await validation.checkUpload({ name: 'a.pdf', size: 11 * 1024 * 1024, content: pdf }, validation.UPLOAD_RULES.other, 0));
    note(await validation.checkUpload({ name: 'a.pdf', size: 1, content: new Blob([new Uint8Array([0x4d, 0x5a])]) }, validation.UPLOAD_RULES.other, 0));
    note(await validation.checkUpload({ name: 'a.pdf', size: 1, content: pdf }, validation.UPLOAD_RULES.other, 5));
    note(validation.required()(''));

    expect(returned.size).toBeGreaterThan(30);
    for (const key of returned) {
      expect(Object.keys(en)).toContain(key);
      expect(Object.keys(zh)).toContain(key);
    }
  });
});
