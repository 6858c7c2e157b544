import { apiBaseUrl, captchaAddress, type LoginVariant } from '@/shared/config';

/** Address of a fresh captcha image (000 §2: click to refresh, refreshed on every login error). */
export function captchaImageUrl(timestamp: number = Date.now(), variant: LoginVariant = 'sso'): string {
  return `${captchaAddress(variant, apiBaseUrl)}${timestamp}`;
}
