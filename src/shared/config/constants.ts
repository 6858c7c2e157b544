/** Business constants of the specification (000 §9, 001 §9). */

/** The text the envelope's `code` carries on success. */
export const SUCCESS_CODE = '200';

/** Codes that mean the session is gone (000 §8 "Session expiry"). */
export const SESSION_EXPIRED_CODES = ['01100', '10900'] as const;
/** Code that sends the user to /login with the server's message. */
export const FORCE_LOGIN_CODE = '830005';
/** The session-expired alert is suppressed for this long after showing. */
export const SESSION_ALERT_SUPPRESS_MS = 5000;

/**
 * A call that has not answered after this long fails with the catalogue's "not
 * responding" message (000 §8) and its form is usable again. The specification names no
 * limit: 30 s is three times the 10 s latency the portal is known to survive, so a slow
 * but working server is not cut off, and far below the minutes a user would otherwise
 * watch a spinner.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** File downloads stream a whole file, possibly large over a slow line: they get longer. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

export const CHANNEL_LOGIN = 'kj_my_pc';
export const CHANNEL_MENU = 'kj_my';
export const DEFAULT_PRODUCT_TYPE = 'DEFAULT_PRODUCT';
export const MEDIA_SYS_CODE = 'KJ_SYSTEM';

export const VERIFICATION_CODE_COUNTDOWN_S = 60;
export const OTP_COUNTDOWN_S = 59;
export const OTP_LENGTH = 6;

export const BADGE_MAX = 99;
export const COPYRIGHT_YEAR = 2025;
