import { rs } from '@rstest/core';
import * as React from 'react';
import { defaultConfig } from 'antd/es/theme/context';
import * as actualTheme from '@/app/entrypoint/appTheme' with { rstest: 'importActual' };

/**
 * Component tests judge structure (roles, names, states, inline styles), not antd's CSS, and
 * not React's development diagnostics. Both cost time at every render and show nothing in
 * happy-dom; what the portal looks like is the end-to-end sweeps' job, in a real browser.
 *
 * - antd renders in its zero-runtime mode (the mode for a prebuilt style sheet): the app's
 *   theme (and a component rendered without it) generates no CSS-in-JS at a component's
 *   first render, a fifth of the component tests' time.
 * - React's development build records where each element was created (an Error per
 *   element, for the "owner stack" of its warnings): the warnings still come, without that
 *   stack; a tenth of the time.
 */
rs.mock('@/app/entrypoint/appTheme', () => ({
  ...actualTheme,
  appTheme: (reducedMotion: boolean) => ({ ...actualTheme.appTheme(reducedMotion), zeroRuntime: true }),
}));
(defaultConfig as { zeroRuntime?: boolean }).zeroRuntime = true;

const internals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => undefined, configurable: true });

/**
 * Component tests judge structure (roles, names, states, inline styles), not antd's CSS: the
 * <style> elements antd's CSS-in-JS writes (marked data-css-hash, data-token-hash or
 * data-rc-order) show happy-dom no style sheet. happy-dom otherwise parses and matches every
 * one of their rules at each getComputedStyle, which Testing Library's role queries and
 * user-event's pointer checks call for every element they look at: a third of the component
 * tests' time. What antd's CSS looks like is the end-to-end sweeps' job, in a real browser.
 */
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
