/** The two languages the kj-* services answer in (000 §7: Accept-Language zh-CN or en-US). */
export const MOCK_LOCALES = ['zh-CN', 'en-US'] as const;
export type MockLocale = (typeof MOCK_LOCALES)[number];

const DEFAULT_LOCALE: MockLocale = 'en-US';

/**
 * The language of a request from its Accept-Language header. Anything Chinese answers in
 * zh-CN; everything else, and a missing header, in en-US (the portal's default).
 */
export function requestLocale(request: Request): MockLocale {
  const header = request.headers.get('accept-language') ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh-CN';
  if (first.startsWith('en')) return 'en-US';
  return DEFAULT_LOCALE;
}
