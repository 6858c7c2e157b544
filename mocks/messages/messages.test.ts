import { describe, expect, it } from '@rstest/core';
import { ERROR_CODES } from '../lib/errors';
import { MESSAGE_CATALOGUES } from './index';

describe('mock server messages', () => {
  it('exist in both languages for the same keys, none empty', () => {
    const en = MESSAGE_CATALOGUES['en-US'];
    const zh = MESSAGE_CATALOGUES['zh-CN'];
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect([...Object.values(en), ...Object.values(zh)].every((text) => text.trim().length > 0)).toBe(true);
  });

  it('use the specification’s wording where it gives one', () => {
    const en = MESSAGE_CATALOGUES['en-US'];
    expect(en.wrongCredentials).toBe('Incorrect username or password.');
    expect(en.wrongCaptcha).toBe('Incorrect verification code.');
    expect(en.wrongCode).toBe('Verification code error');
    expect(en.codeSent).toBe('Verification code has been sent. Please check your inbox.');
    expect(en.mustInitialise).toBe('Please reset your password.');
  });

  it('give every error code a message, and no two errors the same code', () => {
    const codes = Object.entries(ERROR_CODES).filter(([key]) => key !== 'invalidField');
    expect(codes.every(([key]) => key in MESSAGE_CATALOGUES['en-US'])).toBe(true);
    expect(new Set(Object.values(ERROR_CODES)).size).toBe(Object.values(ERROR_CODES).length);
  });
});
