import { beforeAll, describe, expect, it } from '@rstest/core';
import { localeInitialised, setupI18n } from '@/shared/i18n';
import { PasswordEncryptionError } from '@/shared/lib/crypto';
import { formErrorText } from './formErrorText';

beforeAll(async () => {
  await setupI18n('en');
  localeInitialised('en');
});

describe('formErrorText (000 §8)', () => {
  it.each([
    ['the server message', { code: '30010', message: 'The old password is incorrect.' }, 'The old password is incorrect.'],
    ['the not-responding text for an empty message', { code: '500', message: '' }, 'The server is not responding. Please contact your administrator.'],
    ['the not-responding text for anything else', new TypeError('fetch failed'), 'The server is not responding. Please contact your administrator.'],
  ])('shows %s', (_name, failure, text) => {
    expect(formErrorText(failure)).toBe(text);
  });

  it('names an encryption failure (the password never left the browser)', () => {
    expect(formErrorText(new PasswordEncryptionError('no public key'))).toBe(
      'Your password could not be secured for sending. Please refresh the page and try again.',
    );
  });
});
