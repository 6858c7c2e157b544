import { HttpResponse } from 'msw';
import { findAccount, setPassword } from '../lib/accounts';
import { CAPTCHA_HEADER, takeCaptcha, issueCaptcha, drawCaptcha } from '../lib/captcha';
import { verifyPassword } from '../lib/crypto/hash';
import { currentKeyPair, decryptField } from '../lib/crypto/rsa';
import { decryptAll } from '../lib/decryptFields';
import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { takeCode } from '../lib/mail';
import { loginUser } from '../lib/present';
import { randomHex } from '../lib/random';
import { readJson } from '../lib/request';
import { isNewPassword, textOf } from '../lib/rules';
import { currentSession, signIn, signOut, signedInAccount } from '../lib/session';

type Body = Record<string, unknown>;

/** A new password must follow the 12-15 rule (30007) and equal its confirmation (30009). */
function checkNewPassword(password: string, confirm: string | undefined): void {
  if (!isNewPassword(password)) throw failure('passwordFormat');
  if (confirm !== undefined && confirm !== password) throw failure('confirmMismatch');
}

/**
 * sso-web: the single-sign-on helper (000 §4 login flow, §7 "Sign-in and account").
 * Every password field arrives RSA-encrypted with the key of getLoginPublicKey; one that
 * does not decrypt is refused with 30006.
 */
export const ssoWebHandlers = [
  // The code drawn also travels in X-Mock-Captcha, for test clients of either host (a
  // browser's service worker, `npm run mock:server` behind a proxy); a person reads the image.
  http.get('/sso-web/code/getImgCode', ({ response }) => {
    const code = issueCaptcha();
    return response.untyped(
      new HttpResponse(drawCaptcha(code), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store', [CAPTCHA_HEADER]: code } }),
    );
  }),

  http.post('/sso-web/code/getLoginPublicKey', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Body>(request, {});
      if (!textOf(body.loginName)) throw failure('badRequest');
      return response(200).json(success(request, currentKeyPair().publicKey));
    }),
  ),

  http.post('/sso-web/opera/doLogin', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Body>(request, {});
      const loginName = textOf(body.loginName);
      if (!loginName) throw failure('badRequest');
      // The captcha first, and it is used up whatever happens next.
      if (!takeCaptcha(body.imgCode)) throw failure('wrongCaptcha');
      const password = decryptField(body.password);
      if (password === null) throw failure('notEncrypted');
      const account = findAccount(loginName);
      if (!account || !(await verifyPassword(password, account.salt, account.passwordHash))) throw failure('wrongCredentials');
      if (account.mustInitialise) {
        // Not signed in: the password must be initialised first (switchCode 30900).
        const result = { code: '200', switchCode: '30900', tokenUuid: randomHex(16), sessionId: null, user: loginUser(account) };
        return response(200).json({ ...success(request, result, 'mustInitialise'), ...result });
      }
      if (account.mustReset) throw failure('mustReset');
      const session = signIn(account.id);
      const result = { code: '200', switchCode: null, tokenUuid: randomHex(16), sessionId: session.authCode, user: loginUser(account) };
      return response(200).json({ ...success(request, result), ...result });
    }),
  ),

  http.post('/sso-web/opera/initPasswd', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Body>(request, {});
      const fields = decryptAll(body, ['invitationCode', 'password', 'confirmPassword']);
      const account = findAccount(textOf(body.loginName));
      if (!account || !(await verifyPassword(fields.invitationCode!, account.salt, account.passwordHash))) {
        throw failure('wrongCredentials');
      }
      if (!account.mustInitialise) throw failure('alreadyInitialised');
      checkNewPassword(fields.password!, fields.confirmPassword);
      await setPassword(account, fields.password!, { mustInitialise: false });
      return response(200).json(success(request, null, 'passwordReset'));
    }),
  ),

  // Two callers: the login page's reset (30903) and the shell's change-password dialog
  // (001 §2.10) for a signed-in user. Both prove the old password (orcPassword, 30010 when
  // wrong); the session is left alone, the portal logs out after the success alert.
  http.post('/sso-web/opera/resetPasswd', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Body>(request, {});
      const fields = decryptAll(body, ['orcPassword', 'password'], ['confirmPassword']);
      const account = findAccount(textOf(body.loginName));
      if (!account) throw failure('wrongCredentials');
      if (account.mustInitialise) throw failure('initialiseFirst');
      if (!(await verifyPassword(fields.orcPassword!, account.salt, account.passwordHash))) throw failure('oldPasswordWrong');
      checkNewPassword(fields.password!, fields.confirmPassword);
      await setPassword(account, fields.password!, { mustReset: false });
      return response(200).json(success(request, null, 'passwordReset'));
    }),
  ),

  http.post('/sso-web/opera/forgetPasswdForDigipo', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Body>(request, {});
      const fields = decryptAll(body, ['password'], ['confirmPassword']);
      const account = findAccount(textOf(body.loginName));
      if (!account) throw failure('emailNotRegistered');
      checkNewPassword(fields.password!, fields.confirmPassword);
      // The code last, so a rejected password does not use it up.
      if (!takeCode(account.email, 'forgotPassword', body.phoneCode)) throw failure('wrongCode');
      await setPassword(account, fields.password!, { mustReset: false, mustInitialise: false });
      return response(200).json(success(request, null, 'passwordReset'));
    }),
  ),

  // Signed in: data is the session's auth code. Not signed in: code 200, data null. Like
  // every handler it answers on any host (lib/http.ts), so the single-sign-on landing's
  // {from}/sso-web/checkLogin (000 §7) reaches it too.
  http.post('/sso-web/checkLogin', ({ request, response }) => {
    const account = signedInAccount();
    return response(200).json(success(request, account ? currentSession().authCode : null));
  }),

  http.post('/sso-web/opera/logout', ({ request, response }) => {
    signOut();
    return response(200).json(success(request, null));
  }),
];
