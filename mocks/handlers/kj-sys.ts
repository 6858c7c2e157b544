import { failure, fieldFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale } from '../lib/locale';
import { sendCode, startCountdown, takeCode } from '../lib/mail';
import { findAccount } from '../lib/accounts';
import { enterpriseItem, enterprisesOf, isMember, menuTree } from '../lib/present';
import { readJson } from '../lib/request';
import { isEmail, textOf } from '../lib/rules';
import { requireAccount, updateSession } from '../lib/session';

/** "productType as a list": {productType: [...]} from the portal, or the bare list. */
function productTypesOf(body: unknown): string[] {
  const list = Array.isArray(body) ? body : (body as { productType?: unknown } | null)?.productType;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** "body enterprise id": {enterpriseId} or the bare id. */
function enterpriseIdOf(body: unknown): string {
  if (typeof body === 'string') return body;
  return textOf((body as { enterpriseId?: unknown } | null)?.enterpriseId);
}

/**
 * kj-sys: forgot-password code, OTP, the user's enterprises and menu checks (000 §4, §7).
 * Everything but the forgot-password code needs a signed-in session (else 01100).
 */
export const kjSysHandlers = [
  http.get('/kj-sys/setting/sendForgetPwdCodeForDigipo', (info) =>
    handle(info, ({ request, response, query }) => {
      const email = textOf(query.get('email'));
      if (!email) throw fieldFailure('emailRequired');
      if (!isEmail(email)) throw fieldFailure('emailFormat');
      const account = findAccount(email);
      if (!account) throw failure('emailNotRegistered');
      startCountdown('forgotCodeSentAt');
      sendCode(account.email, 'forgotPassword');
      return response(200).json(success(request, null, 'codeSent'));
    }),
  ),

  http.post('/kj-sys/basecode/sendCode', (info) =>
    handle(info, ({ request, response }) => {
      const { account } = requireAccount();
      startCountdown('otpSentAt');
      sendCode(account.email, 'otp');
      return response(200).json(success(request, null, 'codeSent'));
    }),
  ),

  // data true for the right code (the session counts as OTP-verified), false otherwise.
  http.post('/kj-sys/basecode/checkCode', (info) =>
    handle(info, ({ request, response, query }) => {
      const { account } = requireAccount();
      const right = takeCode(account.email, 'otp', query.get('code'));
      if (right) updateSession({ otpVerified: true });
      return response(200).json(success(request, right));
    }),
  ),

  http.post('/kj-sys/kjEnterprise/getIsOTPByType', (info) =>
    handle(info, ({ request, response }) => {
      const { account } = requireAccount();
      return response(200).json(success(request, account.otpRequired));
    }),
  ),

  http.post('/kj-sys/kjEnterprise/getEnterpriseByType', (info) =>
    handle(info, async ({ request, response }) => {
      const { account } = requireAccount();
      const types = productTypesOf(await readJson<unknown>(request, null));
      const locale = requestLocale(request);
      const items = enterprisesOf(account.id)
        .filter((enterprise) => types.includes(enterprise.productType))
        .map((enterprise) => enterpriseItem(enterprise, locale));
      return response(200).json(success(request, items));
    }),
  ),

  // The common menu shows for a user who belongs to at least one enterprise.
  http.post('/kj-sys/user/whetherShowCommonMenu', (info) =>
    handle(info, ({ request, response }) => {
      const { account } = requireAccount();
      return response(200).json(success(request, enterprisesOf(account.id).length > 0));
    }),
  ),

  // Non-empty means permitted: the enterprise's menu for a member, [] for anyone else.
  http.post('/kj-sys/menu/getEnterpriseMenuList', (info) =>
    handle(info, async ({ request, response }) => {
      const { account } = requireAccount();
      const enterpriseId = enterpriseIdOf(await readJson<unknown>(request, null));
      return response(200).json(success(request, isMember(account.id, enterpriseId) ? menuTree(enterpriseId) : []));
    }),
  ),
];
