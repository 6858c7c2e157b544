import { BADGE_MAX } from '@/shared/config';

/** The bell's badge (001 §9): nothing for 0, the count up to 99, then "99+". */
export function badgeText(count: number, max: number = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}
