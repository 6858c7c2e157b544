import type { ThemeConfig } from 'antd';
import { BRAND_COLOR } from '@/shared/config';

/** The layer of the menus and popovers a user opens (in front of antd's notification toasts at 2050). */
export const OPENED_POPUP_Z_INDEX = 2060;

/**
 * The class antd's theme variables (--ant-color-border, …) are declared on. The document's
 * root carries it (AppProviders), so the portal's own styles that use them (upload tiles,
 * lists, notes) get them anywhere, not only inside an antd component (without it an upload
 * outside a form had no tile border and no background).
 */
export const THEME_CLASS = 'portal-theme';

/**
 * Brand colour, and text colours darkened where antd's defaults miss WCAG AA contrast.
 * `motion` off when the user asks the system for reduced motion (WCAG 2.3.3): antd's
 * fades, slides and zooms then show their end state at once.
 */
export function appTheme(reducedMotion: boolean): ThemeConfig {
  return {
    cssVar: { key: THEME_CLASS },
    token: {
      // The page's one font stack (global.css), so antd's text and the page's are one typeface.
      fontFamily: 'var(--portal-font-family)',
      colorPrimary: BRAND_COLOR,
      colorLink: BRAND_COLOR,
      colorError: '#cf1322',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      // Hints, form extras, waiting step titles and result subtitles: 0.45 misses AA on the
      // grey page background; read-only (disabled) fields show values a reviewer must read.
      colorTextDescription: 'rgba(0, 0, 0, 0.56)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
      colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
      motion: !reducedMotion,
    },
    components: {
      // A menu or popover the user opens stays in front of pushed notification toasts
      // (antd's notification layer is 2050), which would otherwise cover the header's menus.
      Dropdown: { zIndexPopup: OPENED_POPUP_Z_INDEX },
      Popover: { zIndexPopup: OPENED_POPUP_Z_INDEX },
    },
  };
}
