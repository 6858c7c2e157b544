import { apiBaseUrl, CHANNEL_LOGIN } from '@/shared/config';

/**
 * Address of a fresh captcha image (000 §2: click to refresh, refreshed on every login
 * error). The timestamp defeats caches; the server ties the code to the session.
 */
export function captchaImageUrl(timestamp: number = Date.now()): string {
  const query = new URLSearchParams({ sysChannel: CHANNEL_LOGIN, timestamp: String(timestamp) });
  return `${apiBaseUrl}/sso-web/code/getImgCode?${query.toString()}`;
}
