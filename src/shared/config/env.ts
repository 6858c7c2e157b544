// Build-time switches injected by rsbuild.config.ts (source.define). In tests they are
// defined by rstest.config.ts the same way.
declare const __PORTAL_MOCK__: boolean;
declare const __PORTAL_API_BASE__: string;
declare const __PORTAL_REDIRECT_ALLOW__: string[];
declare const __PORTAL_DRAWBACK_SUBSCRIPTION_URL__: string;
declare const __PORTAL_IDLE_TIMEOUT_MINUTES__: number;
declare const __PORTAL_LOGIN_VARIANT__: LoginVariant;
declare const __PORTAL_REBRAND_BANNER__: boolean;

/** True in the dev server and the demo build: the mock backend runs in the browser. */
export const isMockBackend: boolean = __PORTAL_MOCK__;

/** Base URL of the kj-* services; empty means same origin. */
export const apiBaseUrl: string = __PORTAL_API_BASE__;

/** Origins, besides our own, that redirect targets from query parameters may point to. */
export const redirectAllowList: readonly string[] = __PORTAL_REDIRECT_ALLOW__;

/** The export-drawback subscription address as set (PORTAL_DRAWBACK_SUBSCRIPTION_URL); read it through drawbackSubscriptionUrl(). */
export const drawbackSubscriptionSetting: string = __PORTAL_DRAWBACK_SUBSCRIPTION_URL__;

/** Minutes without the user's own input before a signed-in user is signed out (PORTAL_IDLE_TIMEOUT_MINUTES, default 30). */
export const idleTimeoutMinutes: number = __PORTAL_IDLE_TIMEOUT_MINUTES__;

/** The login page's calls: the single-sign-on helper's (`sso`) or the older page's kj-sso ones (`legacy`). */
export type LoginVariant = 'sso' | 'legacy';

/**
 * The deployment's login variant (PORTAL_LOGIN_VARIANT, default `sso`). Only the login page
 * reads it, and hands it to its form and model as a value, so a test renders either.
 */
export const loginVariant: LoginVariant = __PORTAL_LOGIN_VARIANT__;

/** Whether the shell shows the rebrand banner of 000 §1 (PORTAL_REBRAND_BANNER=on; off by default). */
export const rebrandBannerShown: boolean = __PORTAL_REBRAND_BANNER__;
