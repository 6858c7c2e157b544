import { decryptField } from './crypto/rsa';
import { failure } from './errors';

/**
 * Decrypts the RSA-encrypted password fields of a request body (000 §7: every password
 * leaves the portal encrypted with the login public key). A missing optional field counts
 * as absent; any field that does not decrypt is a 30006.
 */
export function decryptAll<K extends string>(body: Record<string, unknown>, required: K[], optional: K[] = []): Record<K, string | undefined> {
  const result = {} as Record<K, string | undefined>;
  for (const key of [...required, ...optional]) {
    if (optional.includes(key) && (body[key] === undefined || body[key] === null)) continue;
    const plain = decryptField(body[key]);
    if (plain === null) throw failure('notEncrypted');
    result[key] = plain;
  }
  return result;
}
