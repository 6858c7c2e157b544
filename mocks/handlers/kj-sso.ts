import { findAccount } from '../lib/accounts';
import { currentKeyPair } from '../lib/crypto/rsa';
import { decryptAll } from '../lib/decryptFields';
import { failure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { captchaImage, initialisePassword, passwordLogin, takeInitialiseToken } from '../lib/passwordLogin';
import { readJson } from '../lib/request';
import { textOf } from '../lib/rules';

type Body = Record<string, unknown>;

/**
 * kj-sso: the older login page's calls (PORTAL_LOGIN_VARIANT=legacy, 000 §7 "(old)"). The
 * same accounts, captcha and key pair as sso-web, through the same logic
 * (lib/passwordLogin.ts); only the field names differ, and initPwd names the account by
 * the tokenUuid of logon's 30900 instead of the password typed at login.
 */
export const kjSsoHandlers = [
  http.get('/kj-sso/captcha/code/get', ({ response }) => response.untyped(captchaImage())),

  http.post('/kj-sso/account/getPublicKey', (info) =>
    handle(info, ({ request, response }) => response(200).json(success(request, currentKeyPair().publicKey))),
  ),

  http.post('/kj-sso/account/logon', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Body>(request, {});
      const result = await passwordLogin(textOf(body.userName), body.password, body.picCheckCode);
      const envelope = result.switchCode ? success(request, result, 'mustInitialise') : success(request, result);
      return response(200).json({ ...envelope, ...result });
    }),
  ),

  http.post('/kj-sso/account/initPwd', (info) =>
    handle(info, async ({ request, response, query }) => {
      const fields = decryptAll({ password: query.get('password'), confirmPassword: query.get('confirmPassword') }, ['password', 'confirmPassword']);
      const account = findAccount(textOf(query.get('userName')));
      // The token of this account's 30900, used up either way.
      if (!account || takeInitialiseToken(query.get('tokenUuid')) !== account.id) throw failure('wrongCredentials');
      await initialisePassword(account, fields.password!, fields.confirmPassword);
      return response(200).json(success(request, null, 'passwordReset'));
    }),
  ),
];
