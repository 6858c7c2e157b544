import type { Marketplace, MarketplaceRegion } from '../api/preApprovalApi';

const chinese = (locale: string) => locale.toLowerCase().startsWith('zh');

/** The first non-blank of the two names: the portal language's first (001 §2.6 "names localised"). */
const pick = (first: string | null | undefined, second: string | null | undefined) => first?.trim() || second?.trim() || '';

/** A region's name in the portal's language (regionCn / regionEn), the other one when it lacks it. */
export function regionName(region: MarketplaceRegion, locale: string): string {
  return chinese(locale) ? pick(region.regionCn, region.regionEn) : pick(region.regionEn, region.regionCn);
}

/** A marketplace's name in the portal's language (marketplaceCn / marketplaceEn), else the other, else its code. */
export function marketplaceName(marketplace: Marketplace, locale: string): string {
  const name = chinese(locale) ? pick(marketplace.marketplaceCn, marketplace.marketplaceEn) : pick(marketplace.marketplaceEn, marketplace.marketplaceCn);
  return name || marketplace.marketplaceCode || '';
}

/** A two-letter region code's name in the portal's language (the browser's own list), else null. */
function regionCodeName(code: string, locale: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([chinese(locale) ? 'zh-CN' : 'en'], { type: 'region', fallback: 'none' }).of(code);
    return name ?? null;
  } catch {
    return null;
  }
}

/**
 * A store's marketplace (its `area`, a marketplace code such as "US") by the name the
 * marketplace list gives it in the portal's language; a code the list does not have (a JD VC
 * store's "CN") by the region's name; else the code itself.
 */
export function areaName(code: string, regions: readonly MarketplaceRegion[] | undefined, locale: string): string {
  for (const region of regions ?? []) {
    const marketplace = region.regions?.find((entry) => entry.marketplaceCode === code);
    if (marketplace) return marketplaceName(marketplace, locale) || code;
  }
  return regionCodeName(code, locale) ?? code;
}
