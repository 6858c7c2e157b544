import { randomHex } from '../random';

/**
 * Stored passwords: SHA-256 (WebCrypto) of salt + password, as lowercase hex. The mock
 * keeps no password in clear; the seed carries hashes computed the same way
 * (scenarios/accounts.test.ts recomputes them).
 */
export async function hashPassword(salt: string, password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(salt + password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function verifyPassword(password: string, salt: string, passwordHash: string): Promise<boolean> {
  return (await hashPassword(salt, password)) === passwordHash;
}

/** A fresh salt and the hash of `password` with it, for a new or changed password. */
export async function newPasswordHash(password: string): Promise<{ salt: string; passwordHash: string }> {
  const salt = randomHex(8);
  return { salt, passwordHash: await hashPassword(salt, password) };
}
