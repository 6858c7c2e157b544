/** Viewport widths where the drawer's width rule changes (001 §2.7). */
const DRAWER_NARROW_BELOW_PX = 1280;
const DRAWER_MEDIUM_BELOW_PX = 1680;

/**
 * The drawer's width for a viewport width (001 §2.7): 350px under 1280px, 30% under
 * 1680px, otherwise 440px. The 350px never exceeds a phone's screen (375px and below).
 */
export function drawerWidth(viewportWidth: number): string {
  if (viewportWidth < DRAWER_NARROW_BELOW_PX) return 'min(350px, 100vw)';
  if (viewportWidth < DRAWER_MEDIUM_BELOW_PX) return '30%';
  return '440px';
}
