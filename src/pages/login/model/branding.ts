import type { components } from '@/shared/api';

/** The four website settings that brand the login page (000 §1, §3). */
export const BRANDING_SETTING_NAMES = [
  'is.branded.version',
  'logo.url',
  'record.message',
  'background.url',
] as const satisfies readonly components['schemas']['WebsiteSettingName'][];

export interface Branding {
  branded: boolean;
  logoUrl: string | null;
  backgroundUrl: string | null;
  recordMessage: string | null;
}

function text(value: string | null | undefined): string | null {
  return value && value.trim() ? value : null;
}

/** Settings map → branding. The flag arrives as text ("true"/"Y"/"1"). */
export function toBranding(settings: components['schemas']['WebsiteSettings']): Branding {
  const flag = (settings['is.branded.version'] ?? '').toString().trim().toLowerCase();
  return {
    branded: flag === 'true' || flag === 'y' || flag === '1',
    logoUrl: text(settings['logo.url']),
    backgroundUrl: text(settings['background.url']),
    recordMessage: text(settings['record.message']),
  };
}

declare const __PORTAL_BUILD_BRANDING__: Branding | null | undefined;

/**
 * The branding the build was made with (rsbuild.config.ts: the demo build's mock branding;
 * null in production and in unit tests). index.html's frame paints it before the app starts
 * and the login page shows it while the branding call is in flight, so the logo, the page's
 * largest element, is painted with the frame and does not swap when the answer arrives
 * (README "Performance").
 */
export const BUILD_BRANDING: Branding | null = typeof __PORTAL_BUILD_BRANDING__ === 'undefined' ? null : __PORTAL_BUILD_BRANDING__;
