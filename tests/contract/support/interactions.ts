import { MatchersV3 } from '@pact-foundation/pact';
import { CONTRACT_KEY_PAIR } from './contractKeyPair';
import { encryptForContract } from './rsa';

const { regex, string } = MatchersV3;

/* Shared pieces of the issue-3 interactions (sign-in, registration, enterprise choice). */

/** Every request carries the locale (000 §7). */
export const LOCALE_HEADERS = { 'Accept-Language': regex('^(zh-CN|en-US)$', 'en-US') };
/**
 * A file download: the portal names no media type, so its request carries the fetch
 * default Accept (any type). Pinned so outside checkers (PactFlow's swagger-mock-validator)
 * pick the document's file response instead of comparing the file with the JSON envelope.
 */
export const DOWNLOAD_HEADERS = { ...LOCALE_HEADERS, Accept: '*/*' };
export const JSON_RESPONSE_HEADERS = { 'Content-Type': regex('^application/json', 'application/json') };

/**
 * A failure the portal shows but does not act on: any code but 200 (a provider is free to
 * number its errors) and the message, which the portal shows as it is.
 */
export const REFUSED = (msg: string, exampleCode = '30013') => ({ code: regex('^(?!200$)\\d+$', exampleCode), msg: string(msg) });

/** The password the contracts' accounts have (a param of their provider states) and a new one that follows the 12-15 rule. */
export const CONTRACT_PASSWORD = 'Demo#Pass2025';
export const CONTRACT_NEW_PASSWORD = 'Fresh#Pass2026';

/** A password field: RSA ciphertext in base64, the example encrypted with the contract-test key. */
export function encryptedField(text: string) {
  const cipher = encryptForContract(CONTRACT_KEY_PAIR.publicKey, text);
  return { cipher, matcher: regex('^[A-Za-z0-9+/]{100,}={0,2}$', cipher) };
}

/** A dictionary value: the JSON text of {dictParam, displayName} (000 §3). */
export const dictJson = (dictParam: string, displayName: string) =>
  regex('^\\{.*"dictParam":"[A-Z_]+".*\\}$', JSON.stringify({ dictParam, displayName }));
