import { nullable, primaryKey } from '@mswjs/data';

/**
 * A client's session with the mock server: who is signed in, the chosen organisation, the
 * captcha shown, when codes were last sent (the countdowns) and the OTP result. The browser
 * and the Node tests have one (SESSION_ID); over node:http each client has its own, named
 * by its cookie (mocks/http/server.ts: one is set on a client's first call; the Pact
 * verifier sends its own).
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
