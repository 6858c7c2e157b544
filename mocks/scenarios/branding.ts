import enCommon from '../../src/shared/i18n/locales/en-US/common.json';
import zhCommon from '../../src/shared/i18n/locales/zh-CN/common.json';
import { db } from '../db';

/**
 * Inline SVGs keep the demo self-contained: no asset server, same data in every host. Only
 * what a data: URL needs is encoded (its quotes made single), so the login frame, which
 * carries both in index.html, stays within a slow link's first round trip.
 */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${svg.replace(/"/g, "'").replace(/[%#<>]/g, encodeURIComponent)}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The demo's logo: the mark and the portal's name as the portal says it inside (common:appName),
 * in both languages, since a logo is one image for every visitor.
 */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40">' +
  '<rect width="40" height="40" rx="8" fill="#1f4fd1"/>' +
  '<path d="M11 10v20M11 20l12-10M15 17l10 13" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>' +
  `<text x="50" y="18" font-family="sans-serif" font-size="16" font-weight="700" fill="#1f2a44">${escapeXml(zhCommon.appName)}</text>` +
  `<text x="50" y="35" font-family="sans-serif" font-size="12" fill="#1f2a44">${escapeXml(enCommon.appName)}</text>` +
  '</svg>';

const BACKGROUND_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#0b2a6f"/><stop offset="1" stop-color="#2f7de1"/></linearGradient></defs>' +
  '<rect width="1600" height="900" fill="url(#g)"/>' +
  '<circle cx="1300" cy="180" r="260" fill="#ffffff" fill-opacity="0.06"/>' +
  '<circle cx="240" cy="760" r="320" fill="#ffffff" fill-opacity="0.05"/>' +
  '</svg>';

/**
 * The demo deployment's login-page branding (000 §1, §3). It is the standard edition: a
 * "Branded edition" badge beside the login title means nothing to a prospect (a test or a
 * provider state that needs the flag sets it).
 */
export const DEMO_BRANDING = {
  'is.branded.version': 'false',
  'logo.url': svgDataUrl(LOGO_SVG),
  'record.message': '沪ICP备2025000000号-1',
  'background.url': svgDataUrl(BACKGROUND_SVG),
} as const;

export function seedBranding(settings: Record<string, string | null> = DEMO_BRANDING): void {
  for (const [name, value] of Object.entries(settings)) {
    db.websiteSetting.create({ name, value });
  }
}
