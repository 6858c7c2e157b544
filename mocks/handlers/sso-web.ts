import { findAccount, setPassword } from '../lib/accounts';
import { verifyPassword } from '../lib/crypto/hash';
import { currentKeyPair } from '../lib/crypto/rsa';
import { decryptAll } from '../lib/decryptFields';
import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { takeCode } from '../lib/mail';
import { captchaImage, checkNewPassword, initialisePassword, passwordLogin } from '../lib/passwordLogin';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';
import { currentSession, signOut, signedInAccount } from '../lib/session';

type Body = Record<string, unknown>;

/**
 * sso-web: the single-sign-on helper (000 §4 login flow, §7 "Sign-in and account").
 * Every password field arrives RSA-encrypted with the key of getLoginPublicKey; one that
 * does not decrypt is refused with 30006.
 */
export const ssoWebHandlers = [
  // The sign-in logic is lib/passwordLogin.ts's, shared with the older page's kj-sso calls.
  http.get('/sso-web/code/getImgCode', ({ response }) => response.untyped(captchaImage())),

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
      const result = await passwordLogin(textOf(body.loginName), body.password, body.imgCode);
      // Not signed in when the password must be initialised first (switchCode 30900).
      const envelope = result.switchCode ? success(request, result, 'mustInitialise') : success(request, result);
      return response(200).json({ ...envelope, ...result });
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
      await initialisePassword(account, fields.password!, fields.confirmPassword);
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
