import { apiBaseUrl, CHANNEL_LOGIN, type LoginVariant } from '@/shared/config';

/**
 * Address of a fresh captcha image (000 §2: click to refresh, refreshed on every login
 * error). The timestamp defeats caches; the server ties the code to the session.
 */
export function captchaImageUrl(timestamp: number = Date.now(), variant: LoginVariant = 'sso'): string {
  // The older login page's captcha (PORTAL_LOGIN_VARIANT=legacy) takes the timestamp only.
  const address = variant === 'legacy' ? '/kj-sso/captcha/code/get?' : `/sso-web/code/getImgCode?sysChannel=${CHANNEL_LOGIN}&`;
  return `${apiBaseUrl}${address}timestamp=${timestamp}`;
}
