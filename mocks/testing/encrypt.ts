import { JSEncrypt } from 'jsencrypt';
import { currentKeyPair } from '../lib/crypto/rsa';

/** Encrypts `text` with the mock's current public key, as the portal does before sending a password. */
export function encryptForMock(text: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(currentKeyPair().publicKey);
  const cipher = encryptor.encrypt(text);
  if (typeof cipher !== 'string') throw new Error('Could not encrypt with the mock public key');
  return cipher;
}
