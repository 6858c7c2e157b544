import { HttpResponse } from 'msw';
import { findAccount, setPassword } from './accounts';
import { CAPTCHA_HEADER, issueCaptcha, takeCaptcha } from './captcha';
import { drawCaptcha } from './captchaImage';
import { verifyPassword } from './crypto/hash';
import { decryptField } from './crypto/rsa';
import { failure } from './errors';
import { loginUser } from './present';
import { randomHex } from './random';
import { isNewPassword } from './rules';
import { signIn } from './session';

/*
 * The password sign-in both login pages share (000 §4 "Login flow"): the newer one through
 * sso-web (handlers/sso-web.ts), the older one through kj-sso (handlers/kj-sso.ts,
 * PORTAL_LOGIN_VARIANT=legacy). The handlers only read their own field names.
 */

type Account = NonNullable<ReturnType<typeof findAccount>>;

/**
 * A fresh captcha image for the caller's session. The code drawn also travels in
 * X-Mock-Captcha, for test clients of either host (a browser's service worker,
 * `npm run mock:server` behind a proxy); a person reads the image.
 */
export function captchaImage(): HttpResponse<string> {
  const code = issueCaptcha();
  return new HttpResponse(drawCaptcha(code), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store', [CAPTCHA_HEADER]: code } });
}

/** A new password must follow the 12-15 rule (30007) and equal its confirmation (30009). */
export function checkNewPassword(password: string, confirm: string | undefined): void {
  if (!isNewPassword(password)) throw failure('passwordFormat');
  if (confirm !== undefined && confirm !== password) throw failure('confirmMismatch');
}

/**
 * Tokens of sign-ins answered 30900, by account id: the older page's initPwd names the
 * account by this token instead of the password typed at login.
 */
const initialiseTokens = new Map<string, string>();

/** Issues an initialise token for the account (also the provider state of the kj-sso pact). */
export function issueInitialiseToken(accountId: string, token: string = randomHex(16)): string {
  initialiseTokens.set(token, accountId);
  return token;
}

/** The account an initialise token was issued to, once: the token is used up. */
export function takeInitialiseToken(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const accountId = initialiseTokens.get(token) ?? null;
  initialiseTokens.delete(token);
  return accountId;
}

export interface LoginResult {
  code: string;
  switchCode: string | null;
  tokenUuid: string;
  sessionId: string | null;
  user: ReturnType<typeof loginUser>;
}

/**
 * Checks a sign-in: the captcha first (used up whatever happens next), the encrypted
 * password (30006 when it does not decrypt), the credentials; then an account that must
 * initialise its password answers switchCode 30900 without signing in, one whose password
 * expired is refused with 30903, any other is signed in.
 */
export async function passwordLogin(loginName: string, encryptedPassword: unknown, captcha: unknown): Promise<LoginResult> {
  if (!loginName) throw failure('badRequest');
  if (!takeCaptcha(captcha)) throw failure('wrongCaptcha');
  const password = decryptField(encryptedPassword);
  if (password === null) throw failure('notEncrypted');
  const account = findAccount(loginName);
  if (!account || !(await verifyPassword(password, account.salt, account.passwordHash))) throw failure('wrongCredentials');
  if (account.mustInitialise) {
    return { code: '200', switchCode: '30900', tokenUuid: issueInitialiseToken(account.id), sessionId: null, user: loginUser(account) };
  }
  if (account.mustReset) throw failure('mustReset');
  const session = signIn(account.id);
  return { code: '200', switchCode: null, tokenUuid: randomHex(16), sessionId: session.authCode, user: loginUser(account) };
}

/** Sets the first own password of an account that must initialise it (clear texts). */
export async function initialisePassword(account: Account | null, password: string, confirm: string | undefined): Promise<void> {
  if (!account) throw failure('wrongCredentials');
  if (!account.mustInitialise) throw failure('alreadyInitialised');
  checkNewPassword(password, confirm);
  await setPassword(account, password, { mustInitialise: false });
}
