import { beforeAll, describe, expect, it } from '@rstest/core';
import { JSEncrypt } from 'jsencrypt';
import { encryptPassword, encryptPasswords, PasswordEncryptionError, toPem } from './index';

describe('encryptPassword (000 §7: passwords leave RSA-encrypted)', () => {
  let publicPem = '';
  let privatePem = '';

  beforeAll(() => {
    const generator = new JSEncrypt({ default_key_size: '1024' });
    privatePem = generator.getPrivateKey();
    publicPem = generator.getPublicKey();
  });

  const decrypt = (cipher: string) => {
    const decryptor = new JSEncrypt();
    decryptor.setPrivateKey(privatePem);
    return decryptor.decrypt(cipher);
  };

  it('round-trips with a PEM key', async () => {
    const cipher = await encryptPassword('Demo#Pass2025', publicPem);
    expect(cipher).not.toBe('Demo#Pass2025');
    expect(cipher).not.toContain('Demo#Pass2025');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(cipher)).toBe('Demo#Pass2025');
  });

  it('accepts the key as bare base64 (the body of the PEM)', async () => {
    const bare = publicPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(toPem(bare)).toContain('-----BEGIN PUBLIC KEY-----');
    const cipher = await encryptPassword('Ab1#secret-pw', bare);
    expect(decrypt(cipher)).toBe('Ab1#secret-pw');
  });

  it('gives a different ciphertext each time (PKCS#1 v1.5 random padding)', async () => {
    const first = await encryptPassword('Same#Password1', publicPem);
    const second = await encryptPassword('Same#Password1', publicPem);
    expect(first).not.toBe(second);
    expect(decrypt(first)).toBe(decrypt(second));
  });

  it('handles non-ASCII text', async () => {
    expect(decrypt(await encryptPassword('密码Ab1#', publicPem))).toBe('密码Ab1#');
  });

  it.each([
    ['no key', ''],
    ['a blank key', '   '],
    ['a key that is not base64', 'not a key!'],
    ['base64 that is not a key', 'QUJDRA=='],
  ])('rejects with %s and never returns the plain text', async (_label, key) => {
    await expect(encryptPassword('Demo#Pass2025', key)).rejects.toBeInstanceOf(PasswordEncryptionError);
  });

  it('rejects with a null key', async () => {
    await expect(encryptPassword('Demo#Pass2025', null)).rejects.toThrow(/no public key/);
  });

  it('encrypts the passwords of one call under their own names, each its own cipher', async () => {
    const encrypted = await encryptPasswords({ orcPassword: 'Old#Pass2024', password: 'New#Pass2025', confirmPassword: 'New#Pass2025' }, publicPem);
    expect(Object.keys(encrypted)).toEqual(['orcPassword', 'password', 'confirmPassword']);
    expect(decrypt(encrypted.orcPassword)).toBe('Old#Pass2024');
    expect(decrypt(encrypted.password)).toBe('New#Pass2025');
    expect(decrypt(encrypted.confirmPassword)).toBe('New#Pass2025');
    expect(Object.values(encrypted).join(' ')).not.toContain('Pass20');
  });

  it('rejects them all with an unusable key, never handing back plain text', async () => {
    await expect(encryptPasswords({ password: 'New#Pass2025', confirmPassword: 'New#Pass2025' }, 'not a key!')).rejects.toBeInstanceOf(PasswordEncryptionError);
  });
});
