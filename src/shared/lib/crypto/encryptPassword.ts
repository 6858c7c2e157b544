/**
 * RSA encryption of passwords (000 §7: "Passwords are encrypted with a public key (RSA
 * style)"). PKCS#1 v1.5 through jsencrypt, base64 output, as the kj-* services expect.
 *
 * jsencrypt is loaded on first use: the login page's first visit does not download it
 * until the user submits a form.
 */

/** Why an encryption failed; never carries the password. */
export class PasswordEncryptionError extends Error {
  constructor(reason: string) {
    super(`Password encryption failed: ${reason}`);
    this.name = 'PasswordEncryptionError';
  }
}

const PEM_HEADER = '-----BEGIN PUBLIC KEY-----';
const PEM_FOOTER = '-----END PUBLIC KEY-----';

/** A key as PEM: PEM text is kept, bare base64 (with or without line breaks) is wrapped. */
export function toPem(publicKey: string): string {
  const text = publicKey.trim();
  if (text.startsWith('-----BEGIN')) return text;
  const body = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new PasswordEncryptionError('the public key is neither PEM nor base64');
  const lines = body.match(/.{1,64}/g) ?? [];
  return [PEM_HEADER, ...lines, PEM_FOOTER].join('\n');
}

/**
 * Encrypts a password with the server's public key (PEM or bare base64). Rejects with a
 * PasswordEncryptionError when the key is missing or unusable or encryption fails; it never
 * falls back to sending the plain text.
 */
export async function encryptPassword(plain: string, publicKey: string | null | undefined): Promise<string> {
  if (!publicKey || !publicKey.trim()) throw new PasswordEncryptionError('no public key');
  const pem = toPem(publicKey);
  const { JSEncrypt } = await import(/* webpackChunkName: "jsencrypt" */ 'jsencrypt');
  const crypt = new JSEncrypt({ log: false });
  let cipher: string | false;
  try {
    crypt.setPublicKey(pem);
    cipher = crypt.encrypt(plain);
  } catch {
    throw new PasswordEncryptionError('the public key could not be used');
  }
  if (typeof cipher !== 'string' || cipher === '' || cipher === plain) {
    throw new PasswordEncryptionError('the public key could not be used');
  }
  return cipher;
}

/**
 * The passwords of one call encrypted with its one key, each under its own name:
 * `{ orcPassword, password, confirmPassword }` in, the same names with their ciphers out,
 * to spread into the call's body (no list whose order must match). Rejects as
 * encryptPassword does, for the first password that cannot be encrypted.
 */
export async function encryptPasswords<Name extends string>(plain: Record<Name, string>, publicKey: string | null | undefined): Promise<Record<Name, string>> {
  const names = Object.keys(plain) as Name[];
  const ciphers = await Promise.all(names.map((name) => encryptPassword(plain[name], publicKey)));
  return Object.fromEntries(names.map((name, index) => [name, ciphers[index]])) as Record<Name, string>;
}
