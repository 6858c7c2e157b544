/**
 * The smallest scale a page fitted to the viewer's width is drawn at: the page's own size, a
 * PDF point to a CSS pixel, where 10 pt body text is 10 px. A phone's viewer is some 340 px
 * wide, and an A4 page (595 pt) fitted into it had its text at about 5 px, unreadable: below
 * this scale the page keeps it and the viewer scrolls sideways instead.
 */
export const MIN_FIT_SCALE = 1;

/**
 * The scale that draws a page `naturalWidth` wide (at scale 1) as wide as a viewer `width`
 * wide, but never below MIN_FIT_SCALE; 1 when not fitting or before the viewer is measured.
 */
export function fitScale(width: number, naturalWidth: number, fitWidth = true): number {
  if (!fitWidth || width <= 0 || naturalWidth <= 0) return 1;
  return Math.max(width / naturalWidth, MIN_FIT_SCALE);
}
