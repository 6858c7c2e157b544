import { rs } from '@rstest/core';
import { defaultConfig } from 'antd/es/theme/context';
import * as actualTheme from '@/app/entrypoint/appTheme' with { rstest: 'importActual' };

/**
 * Component tests judge structure (roles, names, states, inline styles), not antd's CSS;
 * what antd's CSS looks like is the end-to-end sweeps' job, in a real browser.
 *
 * - antd renders in its zero-runtime mode (the mode for a prebuilt style sheet): the app's
 *   theme, and a component rendered without it, generate no CSS-in-JS at a component's
 *   first render, a fifth of the component tests' time.
 * - The <style> elements antd still writes (its theme's CSS variables, marked
 *   data-css-hash, data-token-hash or data-rc-order) show happy-dom no style sheet. happy-dom
 *   otherwise parses and matches every one of their rules at each getComputedStyle, which
 *   Testing Library's role queries and user-event's pointer checks call for every element
 *   they look at.
 */
rs.mock('@/app/entrypoint/appTheme', () => ({
  ...actualTheme,
  appTheme: (reducedMotion: boolean) => ({ ...actualTheme.appTheme(reducedMotion), zeroRuntime: true }),
}));
(defaultConfig as { zeroRuntime?: boolean }).zeroRuntime = true;

const sheet = Object.getOwnPropertyDescriptor(window.HTMLStyleElement.prototype, 'sheet');
const isAntdStyle = (style: HTMLStyleElement) =>
  style.hasAttribute('data-css-hash') || style.hasAttribute('data-token-hash') || style.hasAttribute('data-rc-order');

if (sheet?.get) {
  const readSheet = sheet.get;
  Object.defineProperty(window.HTMLStyleElement.prototype, 'sheet', {
    ...sheet,
    get(this: HTMLStyleElement) {
      return isAntdStyle(this) ? null : readSheet.call(this);
    },
  });
}
