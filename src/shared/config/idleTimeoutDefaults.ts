/**
 * The idle timeout's defaults in minutes (README "Idle timeout"), read by the build
 * (rsbuild.config.ts, PORTAL_IDLE_TIMEOUT_MINUTES) and by the end-to-end journey that jumps
 * the clock over it. The builds that carry the demo wait for a client meeting's length, so
 * a presenter who talks for half an hour is not signed out in front of the client.
 */
export const IDLE_TIMEOUT_MINUTES_DEFAULT = 30;
export const DEMO_IDLE_TIMEOUT_MINUTES = 120;
