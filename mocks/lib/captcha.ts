import { now } from './clock';
import { randomString } from './random';
import { currentSession, updateSession } from './session';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const CAPTCHA_LENGTH = 4;
/** A captcha image is good for 5 minutes. */
const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** The response header of the captcha image that carries its code, for test clients (not a header of the real service). */
export const CAPTCHA_HEADER = 'X-Mock-Captcha';

/** Draws a new code into the session (the previous one stops working) and returns it. */
export function issueCaptcha(code: string = randomString(CAPTCHA_LENGTH, ALPHABET)): string {
  updateSession({ captchaCode: code.toUpperCase(), captchaIssuedAt: now() });
  return code.toUpperCase();
}

/** The code the session's captcha shows, or null when there is none or it is too old. */
export function currentCaptcha(): string | null {
  const { captchaCode, captchaIssuedAt } = currentSession();
  if (!captchaCode || captchaIssuedAt === null || now() - captchaIssuedAt > CAPTCHA_LIFETIME_MS) return null;
  return captchaCode;
}

/**
 * Checks a typed code (case does not matter) and uses the captcha up: after any login
 * attempt the portal shows a new image (000 §4 step 7).
 */
export function takeCaptcha(typed: unknown): boolean {
  const expected = currentCaptcha();
  updateSession({ captchaCode: null, captchaIssuedAt: null });
  return expected !== null && typeof typed === 'string' && typed.trim().toUpperCase() === expected;
}
