import { BRAND_COLOR } from '@/shared/config';

/** The portal's mark (the favicon's glyph), decorative next to the app name. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill={BRAND_COLOR} />
      <path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff" />
    </svg>
  );
}
