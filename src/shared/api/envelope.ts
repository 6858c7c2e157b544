import type { components } from './schema.gen';
import { SUCCESS_CODE } from '@/shared/config';

/** The `{code, msg | message, data}` envelope of every kj-* response (000 §8). */
export type Envelope<T = unknown> = components['schemas']['Envelope'] & { data?: T };

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('code' in value || 'httpCode' in value)
  );
}

/** The result code: `code`, or `httpCode` for services that send that instead. */
export function codeOf(body: Envelope): string {
  return String(body.code ?? body.httpCode ?? '');
}

export function isSuccess(body: Envelope): boolean {
  return codeOf(body) === SUCCESS_CODE;
}

/**
 * The server's message: `message`, else `msg`. `undefined` when the response has no
 * message at all, '' when it has an empty one; callers map both to the catalogue texts.
 */
export function rawMessageOf(body: Envelope): string | undefined {
  const value = body.message ?? body.msg;
  return value == null ? undefined : String(value);
}
