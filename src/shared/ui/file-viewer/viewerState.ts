/**
 * The viewer's pure state: zoom, rotation, fit/original mode and moving between files
 * (001 §2.9, §9). No React here, so every rule is tested as a table.
 */

/** 001 §9: one zoom step of the buttons and the up/down keys. */
export const ZOOM_STEP = 0.2;
/** 001 §9: one zoom step of the mouse wheel (per wheel event). */
export const WHEEL_ZOOM_STEP = 0.015;
/** 001 §9: the smallest scale, "about 0.2". */
export const MIN_SCALE = 0.2;
/** Not in the spec: five times the fitted or original size is as far as zooming goes, so the image stays within reach. */
export const MAX_SCALE = 5;
/** 001 §9: one rotation step, in degrees. */
export const ROTATION_STEP = 90;

export type Rotation = 0 | 90 | 180 | 270;
/** `fit`: the whole file within the window; `original`: its own size. */
type FitMode = 'fit' | 'original';

export interface ViewState {
  /** Multiplies the size of the mode (1 = fitted, or 1 = original size). */
  scale: number;
  /** Clockwise, in degrees. */
  rotation: Rotation;
  mode: FitMode;
}

export const INITIAL_VIEW: ViewState = { scale: 1, rotation: 0, mode: 'fit' };

export type ViewAction =
  | { type: 'zoom'; by: number }
  | { type: 'rotate'; by: number }
  | { type: 'toggleMode' }
  | { type: 'reset' };

/** Keeps the scale within MIN_SCALE..MAX_SCALE, rounded to 1/1000 so repeated steps never drift (1 + 0.015 + 0.015 is 1.03). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  const rounded = Math.round(scale * 1000) / 1000;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, rounded));
}

/** Any angle as a quarter turn within 0..270 (negative angles turn the other way). */
export function normaliseRotation(degrees: number): Rotation {
  const quarters = Math.round(degrees / ROTATION_STEP);
  return ((((quarters % 4) + 4) % 4) * ROTATION_STEP) as Rotation;
}

/** The wheel zooms in when turned away from the user (deltaY < 0), out towards them; one event is one step. */
export function wheelZoom(deltaY: number): number {
  if (deltaY < 0) return WHEEL_ZOOM_STEP;
  if (deltaY > 0) return -WHEEL_ZOOM_STEP;
  return 0;
}

/** The scale as the whole percentage the toolbar shows (via thousandths, so 1.015 is 102, not 101.49999…). */
export function scalePercent(scale: number): number {
  return Math.round(Math.round(scale * 1000) / 10);
}

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'zoom': {
      const scale = clampScale(state.scale + action.by);
      return scale === state.scale ? state : { ...state, scale };
    }
    case 'rotate':
      return { ...state, rotation: normaliseRotation(state.rotation + action.by) };
    case 'toggleMode':
      // A new mode starts at its own size: fitted, or 100 % of the original.
      return { ...state, mode: state.mode === 'fit' ? 'original' : 'fit', scale: 1 };
    case 'reset':
      return INITIAL_VIEW;
  }
}

/** The index `by` files on from `index`, kept within 0..total-1 (previous/next stop at the ends). */
export function moveIndex(index: number, by: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(total - 1, Math.max(0, index + by));
}

/** Whether moving `by` files from `index` reaches another file. */
export function canMove(index: number, by: number, total: number): boolean {
  return total > 0 && moveIndex(index, by, total) !== index;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Where an image goes on the stage. `width`/`height`: the image element's size before
 * rotation; `boxWidth`/`boxHeight`: the space the rotated image takes (the scrollable
 * area). In fit mode the rotated image fits the stage, never enlarged beyond its own size
 * (a small scan would only blur); the scale multiplies that. Without a measured image or
 * stage (not loaded yet) the image keeps its own size.
 */
export function imageLayout(natural: Size, stage: Size, view: ViewState): Size & { boxWidth: number; boxHeight: number } {
  const quarter = view.rotation === 90 || view.rotation === 270;
  const turnedWidth = quarter ? natural.height : natural.width;
  const turnedHeight = quarter ? natural.width : natural.height;
  const measured = turnedWidth > 0 && turnedHeight > 0 && stage.width > 0 && stage.height > 0;
  const fit = view.mode === 'fit' && measured ? Math.min(1, stage.width / turnedWidth, stage.height / turnedHeight) : 1;
  const factor = fit * view.scale;
  const width = Math.round(natural.width * factor);
  const height = Math.round(natural.height * factor);
  return { width, height, boxWidth: quarter ? height : width, boxHeight: quarter ? width : height };
}
