import { issueCaptcha } from '../lib/captcha';
import { DEMO_PASSWORD } from '../scenarios/accounts';
import { encryptForMock } from './encrypt';

/**
 * A bare HTTP client for the mock's own tests: sends what a browser would and returns the
 * envelope, so the tests pin the server's behaviour rather than a portal endpoint's.
 */
export interface Envelope<T = unknown> {
  code: string;
  msg?: string | null;
  message?: string | null;
  data: T;
  [field: string]: unknown;
}

interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  locale?: 'en-US' | 'zh-CN';
}

export async function call<T = unknown>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  // A JSON body (and its Content-Type) only when the call has one: a strict server refuses a
  // body on an operation that documents none (tests/setup/msw.ts checks every request).
  const hasBody = method === 'POST' && options.body !== undefined;
  const response = await fetch(url, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), 'accept-language': options.locale ?? 'en-US' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

export const post = <T = unknown>(path: string, body?: unknown, options: Omit<CallOptions, 'body'> = {}) =>
  call<T>('POST', path, { ...options, body });
export const get = <T = unknown>(path: string, query?: Record<string, string>, options: Omit<CallOptions, 'query'> = {}) =>
  call<T>('GET', path, { ...options, query });

/** A doLogin as the login page sends it: the captcha just shown and the password encrypted. */
export function login(loginName: string, password: string = DEMO_PASSWORD, options: Omit<CallOptions, 'body'> = {}) {
  const imgCode = issueCaptcha();
  return post('/sso-web/opera/doLogin', {
    loginName,
    password: encryptForMock(password),
    imgCode,
    encrypt: true,
    sysChannel: 'kj_my_pc',
    ifRemember: false,
  }, options);
}

/** Signs a demo account in through doLogin (fails the test when it does not work). */
export async function signInAs(loginName: string, password: string = DEMO_PASSWORD): Promise<void> {
  const result = await login(loginName, password);
  if (result.code !== '200' || result.switchCode) throw new Error(`Could not sign ${loginName} in: ${JSON.stringify(result)}`);
}
