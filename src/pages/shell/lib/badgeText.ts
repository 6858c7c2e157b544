import { BADGE_MAX } from '@/shared/config';

/**
 * What a header badge shows, the bell's (001 §9) and the downloads' (001 §2.8): nothing for
 * 0 (or no number), the count up to 99, then "99+".
 */
export function badgeText(count: number, max: number = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}
