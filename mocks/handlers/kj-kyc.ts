import { db } from '../db';
import { decryptField, currentKeyPair } from '../lib/crypto/rsa';
import { newPasswordHash } from '../lib/crypto/hash';
import { failure, fieldFailure, success } from '../lib/errors';
import { handle } from '../lib/handle';
import { http } from '../lib/http';
import { requestLocale } from '../lib/locale';
import { sendCode, startCountdown, takeCode } from '../lib/mail';
import { findAccount } from '../lib/accounts';
import { productEntries } from '../lib/present';
import { newId } from '../lib/random';
import { readJson } from '../lib/request';
import { isEmail, isRegistrationPassword, textOf } from '../lib/rules';
import { requireEnterprise } from '../lib/session';
import { addMembership, createEnterprise } from '../scenarios/enterprises';
import { createMenusFor } from '../scenarios/menus';
import { createProductsFor } from '../scenarios/products';

const LIMITS = { companyName: 140, name: 100, telephone: 20, email: 200 } as const;

function checkEmail(email: string): void {
  if (!email) throw fieldFailure('emailRequired');
  if (!isEmail(email, LIMITS.email)) throw fieldFailure('emailFormat');
}

const knownAreaCode = (code: string) => db.phoneAreaCode.count({ where: { phoneCode: { equals: code.replace(/^\+/, '') } } }) > 0;

/** kj-kyc: phone area codes, registration (000 §5 "Registration", §7) and the enterprise's products. */
export const kjKycHandlers = [
  http.get('/kj-kyc/country/listPhoneAreaCode', ({ request, response }) => {
    const rows = db.phoneAreaCode.getAll().sort((a, b) => a.orderNo - b.orderNo);
    return response(200).json(
      success(request, rows.map(({ countryCode, phoneCode, chineseName, englishName }) => ({ countryCode, phoneCode, chineseName, englishName }))),
    );
  }),

  http.post('/kj-kyc/userEnroll/sendVerificationCode', (info) =>
    handle(info, async ({ request, response }) => {
      const email = textOf((await readJson<Record<string, unknown>>(request, {})).email);
      checkEmail(email);
      if (findAccount(email)) throw failure('emailRegistered');
      startCountdown('enrollCodeSentAt');
      sendCode(email, 'registration');
      return response(200).json(success(request, null, 'codeSent'));
    }),
  ),

  http.post('/kj-kyc/userEnroll/enroll', (info) =>
    handle(info, async ({ request, response }) => {
      const body = await readJson<Record<string, unknown>>(request, {});
      if (body.productType !== 'DEFAULT_PRODUCT' || body.ssoConstants !== 'kj_my_pc') throw failure('badRequest');
      if (textOf(body.serialNo) !== currentKeyPair().serialNo) throw failure('keyExpired');
      const password = decryptField(body.password);
      if (password === null) throw failure('notEncrypted');

      const companyName = textOf(body.companyName);
      if (!companyName) throw fieldFailure('companyNameRequired');
      if ([...companyName].length > LIMITS.companyName) throw fieldFailure('companyNameTooLong');
      const name = textOf(body.name);
      if (!name) throw fieldFailure('contactNameRequired');
      if ([...name].length > LIMITS.name) throw fieldFailure('contactNameTooLong');
      // Phone number and area code: both or neither.
      const telephone = textOf(body.telephone);
      const areaCode = textOf(body.phoneAreaCode);
      if (telephone && !areaCode) throw fieldFailure('areaCodeRequired');
      if (areaCode && !telephone) throw fieldFailure('phoneRequired');
      if (telephone && !/^\d{1,20}$/.test(telephone)) throw fieldFailure('phoneFormat');
      if (areaCode && !knownAreaCode(areaCode)) throw fieldFailure('areaCodeUnknown');
      const email = textOf(body.email).toLowerCase();
      checkEmail(email);
      if (!isRegistrationPassword(password)) throw failure('passwordFormat');
      if (!textOf(body.verificationCode)) throw fieldFailure('codeRequired');
      if (findAccount(email)) throw failure('emailRegistered');
      if (!takeCode(email, 'registration', body.verificationCode)) throw failure('wrongCode');

      // The account logs in with its e-mail address; its enterprise starts at INIT.
      const accountId = newId();
      db.account.create({
        id: accountId,
        loginName: email,
        email,
        name,
        ...(await newPasswordHash(password)),
        mustInitialise: false,
        mustReset: false,
        otpRequired: false,
        phoneAreaCode: areaCode ? areaCode.replace(/^\+/, '') : null,
        telephone: telephone || null,
      });
      const enterpriseId = newId();
      createEnterprise({ id: enterpriseId, companyName, companyNameCn: companyName, companyIdentCode: null, status: 'INIT', productType: 'DEFAULT_PRODUCT', locationName: 'TERRITORY' });
      addMembership(accountId, enterpriseId);
      createMenusFor(enterpriseId, 'DEFAULT_PRODUCT');
      createProductsFor(enterpriseId, 'DEFAULT_PRODUCT', 'INIT');
      return response(200).json(success(request, null, 'registered'));
    }),
  ),

  http.get('/kj-kyc/product/listByEnterpriseIdByClient', (info) =>
    handle(info, ({ request, response, query }) => {
      // The query's enterprise, else the one chosen with setOrgId.
      const { enterpriseId } = requireEnterprise({ requested: textOf(query.get('enterpriseId')), orChosen: true });
      return response(200).json(success(request, productEntries(enterpriseId, requestLocale(request))));
    }),
  ),
];
