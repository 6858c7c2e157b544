import { MIN_FIT_SCALE } from '../../../src/shared/ui/pdf-viewer/fitScale';
import { A4_POINTS } from '../../../mocks/scripts/lib/simplePdf';

/**
 * The narrowest CSS width the PDF viewer draws a demo page at (the demo's PDFs are A4): a
 * frame narrower than this (a phone's) gets the page at this width, scrolling sideways
 * inside the viewer, instead of text too small to read (fitScale.ts).
 */
export const DEMO_PAGE_MIN_WIDTH = A4_POINTS.width * MIN_FIT_SCALE;
