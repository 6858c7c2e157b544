import type { Locale } from '@/shared/i18n';

export interface LandingQuery {
  fromUrl: string | null;
  enterpriseId: string | null;
  lang: Locale | null;
}

/** `lang` as the portal spells locales: en / en-US → en, zh / zh-CN → zh, anything else ignored. */
export function localeOfLang(lang: string | null | undefined): Locale | null {
  const value = lang?.trim().toLowerCase();
  if (value === 'en' || value === 'en-us') return 'en';
  if (value === 'zh' || value === 'zh-cn') return 'zh';
  return null;
}

export function parseLandingQuery(search: string | URLSearchParams): LandingQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    fromUrl: query.get('fromUrl') || null,
    enterpriseId: query.get('enterpriseId')?.trim() || null,
    lang: localeOfLang(query.get('lang')),
  };
}
