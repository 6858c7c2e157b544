/** Random values for the mock server (WebCrypto, present in browsers and Node 20+). */

function randomIndexes(count: number, modulo: number): number[] {
  const values = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(values, (value) => value % modulo);
}

/** `length` characters drawn from `alphabet`. */
export function randomString(length: number, alphabet: string): string {
  return randomIndexes(length, alphabet.length)
    .map((index) => alphabet[index])
    .join('');
}

/** A numeric code such as the 6-digit e-mail and OTP codes. */
export const randomDigits = (length: number) => randomString(length, '0123456789');

/** Hex text of `bytes` random bytes (salts, tokens). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new string id for rows created at run time (seeded rows use fixed ids). */
export const newId = () => String(Date.now()) + randomDigits(4);
