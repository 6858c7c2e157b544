import { createHash, createPublicKey } from 'node:crypto';

/**
 * RSA PKCS#1 v1.5 encryption (what jsencrypt produces) with padding derived from the
 * text instead of random bytes, so a consumer test records the same ciphertext on every
 * run and the committed pact files do not change. Only for contract tests: real padding
 * must be random. The ciphertext decrypts with the matching private key like any other.
 */
export function encryptForContract(publicKeyBase64: string, text: string): string {
  const jwk = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' }).export({ format: 'jwk' });
  const modulus = Buffer.from(jwk.n!, 'base64url');
  const n = BigInt(`0x${modulus.toString('hex')}`);
  const e = BigInt(`0x${Buffer.from(jwk.e!, 'base64url').toString('hex')}`);
  const message = Buffer.from(text, 'utf8');
  const padLength = modulus.length - 3 - message.length;
  if (padLength < 8) throw new Error('Text too long for the key');

  // Non-zero padding bytes from a hash chain seeded with the text.
  const padding: number[] = [];
  let block = createHash('sha256').update(`kj-pact:${text}`).digest();
  while (padding.length < padLength) {
    block = createHash('sha256').update(block).digest();
    padding.push(...block.filter((byte) => byte !== 0));
  }
  const encoded = Buffer.concat([Buffer.from([0, 2]), Buffer.from(padding.slice(0, padLength)), Buffer.from([0]), message]);

  let result = 1n;
  let base = BigInt(`0x${encoded.toString('hex')}`) % n;
  for (let exponent = e; exponent > 0n; exponent >>= 1n) {
    if (exponent & 1n) result = (result * base) % n;
    base = (base * base) % n;
  }
  return Buffer.from(result.toString(16).padStart(modulus.length * 2, '0'), 'hex').toString('base64');
}
