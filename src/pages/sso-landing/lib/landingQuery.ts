import { localeOfLang, type Locale } from '@/shared/i18n';

export interface LandingQuery {
  fromUrl: string | null;
  enterpriseId: string | null;
  lang: Locale | null;
}

export function parseLandingQuery(search: string | URLSearchParams): LandingQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    fromUrl: query.get('fromUrl') || null,
    enterpriseId: query.get('enterpriseId')?.trim() || null,
    lang: localeOfLang(query.get('lang')),
  };
}
