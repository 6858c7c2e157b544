/**
 * The `{code, msg, message, data}` envelope of every kj-* response (000 §8). The mock
 * fills both `msg` and `message` because services differ in which one they send and the
 * portal reads either.
 *
 * Not imported from src/shared/config: the mock plays the server and also runs under tsx,
 * where the app's build-time defines do not exist.
 */
const SUCCESS_CODE = '200';

export function ok<T>(data: T, message = 'success') {
  return { code: SUCCESS_CODE, msg: message, message, data };
}

/** A failed call: the HTTP status stays 200 and `code` carries the error, like the services. */
export function fail(code: string, message: string) {
  return { code, msg: message, message, data: null };
}
