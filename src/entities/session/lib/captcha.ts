import { apiBaseUrl, CHANNEL_LOGIN, type LoginVariant } from '@/shared/config';

/**
 * Address of a fresh captcha image (000 §2: click to refresh, refreshed on every login
 * error). The timestamp defeats caches; the server ties the code to the session.
 */
export function captchaImageUrl(timestamp: number = Date.now(), variant: LoginVariant = 'sso'): string {
  // The older login page's captcha (PORTAL_LOGIN_VARIANT=legacy): the timestamp only.
  if (variant === 'legacy') return `${apiBaseUrl}/kj-sso/captcha/code/get?${new URLSearchParams({ timestamp: String(timestamp) }).toString()}`;
  const query = new URLSearchParams({ sysChannel: CHANNEL_LOGIN, timestamp: String(timestamp) });
  return `${apiBaseUrl}/sso-web/code/getImgCode?${query.toString()}`;
}
