import { EMPTY_DISPLAY, isBlankValue } from './empty';

/**
 * The date part of a server date-time ("2024-05-01 12:30:00" shows "2024-05-01"): the
 * first 10 characters, as the spec's filter does, without parsing (no time-zone shift).
 */
export function formatDate(value: string | null | undefined): string {
  return isBlankValue(value) ? EMPTY_DISPLAY : value.slice(0, 10);
}
