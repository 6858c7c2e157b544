import { JSEncrypt } from 'jsencrypt';
import { db } from '../../db';
import { RSA_KEY_ID } from '../../db/models/rsaKey';
import { DEMO_KEY_PAIR } from '../../scenarios/demoKeyPair';
import { randomHex } from '../random';

export interface RsaKeyPair {
  /** Base64 body of the public key (what the key endpoints serve; jsencrypt's setPublicKey takes it as is). */
  publicKey: string;
  /** PEM of the private key. */
  privateKey: string;
  serialNo: string;
}

/** The base64 body of a PEM block: header and footer lines and whitespace removed. */
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

/** The DER header of a 1024-bit RSA SubjectPublicKeyInfo, in base64. */
const FULL_1024_BIT_PREFIX = 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ';

/**
 * A new 1024-bit pair from jsencrypt (pure JS). Only mocks/scripts/make-demo-key-pair.ts
 * calls it: the mock serves the fixed demo pair, since a new pair costs 0.3–2 s.
 */
export function generateKeyPair(): RsaKeyPair {
  for (;;) {
    const generator = new JSEncrypt({ default_key_size: '1024' });
    const publicKey = pemBody(generator.getPublicKey());
    // jsencrypt now and then makes a 1023-bit modulus; a server's key is a full 1024 bits.
    if (!publicKey.startsWith(FULL_1024_BIT_PREFIX)) continue;
    return { publicKey, privateKey: generator.getPrivateKey(), serialNo: `RSA${randomHex(6).toUpperCase()}` };
  }
}

/** Puts a pair in the database (provider states install the contract tests' pair this way). */
export function installKeyPair(pair: RsaKeyPair): RsaKeyPair {
  db.rsaKey.delete({ where: { id: { equals: RSA_KEY_ID } } });
  db.rsaKey.create({ id: RSA_KEY_ID, ...pair });
  return pair;
}

/**
 * The database's key pair: the fixed demo pair unless a provider state installed another.
 * Stored in the database on first use, so a reloaded browser database keeps its pair.
 */
export function currentKeyPair(): RsaKeyPair {
  const row = db.rsaKey.findFirst({ where: { id: { equals: RSA_KEY_ID } } });
  if (row) return { publicKey: row.publicKey, privateKey: row.privateKey, serialNo: row.serialNo };
  return installKeyPair(DEMO_KEY_PAIR);
}

const decryptors = new Map<string, JSEncrypt>();

/**
 * The plain text of a field the browser encrypted with the current public key, or null
 * when it is missing or does not decrypt (plain text, another key, garbage). A null is
 * how handlers tell that a password arrived unencrypted.
 */
export function decryptField(cipher: unknown): string | null {
  if (typeof cipher !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(cipher)) return null;
  const { privateKey } = currentKeyPair();
  let decryptor = decryptors.get(privateKey);
  if (!decryptor) {
    decryptor = new JSEncrypt();
    decryptor.setPrivateKey(privateKey);
    decryptors.set(privateKey, decryptor);
  }
  try {
    const plain = decryptor.decrypt(cipher);
    return typeof plain === 'string' && plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}
