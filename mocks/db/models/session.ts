import { nullable, primaryKey } from '@mswjs/data';

/**
 * The browser's session with the mock server: the mock serves one browser (or one Pact
 * verifier), so there is one row. It holds who is signed in, the chosen organisation,
 * the captcha shown, when codes were last sent (the countdowns) and the OTP result.
 */
export const sessionModels = {
  session: {
    id: primaryKey(String),
    accountId: nullable(String),
    /** The single-sign-on auth code checkLogin answers while signed in. */
    authCode: nullable(String),
    /** setOrgId's enterprise. */
    orgId: nullable(String),
    signedInAt: nullable(Number),
    lastSeenAt: nullable(Number),
    captchaCode: nullable(String),
    captchaIssuedAt: nullable(Number),
    forgotCodeSentAt: nullable(Number),
    enrollCodeSentAt: nullable(Number),
    otpSentAt: nullable(Number),
    otpVerified: Boolean,
  },
};

export const SESSION_ID = 'browser';
