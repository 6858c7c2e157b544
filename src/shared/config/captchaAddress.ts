import { CHANNEL_LOGIN } from './constants';

/**
 * The captcha image's address up to its `timestamp=` query (000 §2), for the sign-in calls
 * of `variant` ('sso', or 'legacy': the older login page's, which takes the timestamp only)
 * on the API base `base`. The login form and index.html's frame (whose boot script asks for
 * the first image) both add the timestamp, which defeats caches; the server ties the code
 * to the session.
 */
export function captchaAddress(variant: 'sso' | 'legacy', base: string): string {
  return variant === 'legacy' ? `${base}/kj-sso/captcha/code/get?timestamp=` : `${base}/sso-web/code/getImgCode?sysChannel=${CHANNEL_LOGIN}&timestamp=`;
}
