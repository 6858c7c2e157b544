import { describe, expect, it } from '@rstest/core';
import { JSEncrypt } from 'jsencrypt';
import { db, restore, snapshot } from '../../db';
import { reset } from '../../scenarios';
import { CONTRACT_KEY_PAIR } from '@tests/contract/support/contractKeyPair';
import { DEMO_KEY_PAIR } from '../../scenarios/demoKeyPair';
import { currentKeyPair, decryptField, installKeyPair } from './rsa';

const encryptWith = (publicKey: string, text: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  return encryptor.encrypt(text) as string;
};

describe('the mock’s RSA key pair', () => {
  it('is the fixed demo pair, kept in the database on first use and again after a reseed', () => {
    expect(db.rsaKey.count()).toBe(0);
    const first = currentKeyPair();
    expect(db.rsaKey.count()).toBe(1);
    expect(first).toEqual(DEMO_KEY_PAIR);
    reset();
    expect(currentKeyPair()).toEqual(first);
  });

  it('is a full 1024-bit pair whose halves belong together', () => {
    expect(DEMO_KEY_PAIR.publicKey).toMatch(/^MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/]+=*$/);
    expect(DEMO_KEY_PAIR.privateKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(decryptField(encryptWith(DEMO_KEY_PAIR.publicKey, 'Demo#Pass2025'))).toBe('Demo#Pass2025');
  });

  it('travels with a snapshot, as the browser keeps it across reloads', () => {
    installKeyPair(CONTRACT_KEY_PAIR);
    const saved = snapshot();
    reset();
    restore(saved);
    expect(currentKeyPair().serialNo).toBe(CONTRACT_KEY_PAIR.serialNo);
  });

  it('decrypts what jsencrypt encrypted with the public key as served (base64, no PEM lines)', () => {
    const { publicKey } = currentKeyPair();
    expect(decryptField(encryptWith(publicKey, 'Demo#Pass2025'))).toBe('Demo#Pass2025');
    expect(decryptField(encryptWith(publicKey, '密码Ab1#'))).toBe('密码Ab1#');
  });

  it('gives null for plain text, garbage, another key’s ciphertext and non-strings', () => {
    expect(decryptField('Demo#Pass2025')).toBeNull();
    expect(decryptField('QUJDRA==')).toBeNull();
    expect(decryptField('')).toBeNull();
    expect(decryptField(42)).toBeNull();
    expect(decryptField(undefined)).toBeNull();
    currentKeyPair();
    expect(decryptField(encryptWith(CONTRACT_KEY_PAIR.publicKey, 'Demo#Pass2025'))).toBeNull();
  });
});
