import type { Locale } from '@/shared/i18n';

export type AgreementKind = 'user' | 'privacy';

/**
 * Address of the user agreement or the privacy policy. 000 §2 says only that the policy
 * link's host depends on the deployment host and that the language is CN or EN.
 * Assumption (paths not shown): each deployment serves both documents itself, at
 * `{origin}/agreement/{user|privacy}?lang=CN|EN`.
 */
export function agreementUrl(kind: AgreementKind, locale: Locale, origin: string = window.location.origin): string {
  return `${origin}/agreement/${kind}?lang=${locale === 'zh' ? 'CN' : 'EN'}`;
}
