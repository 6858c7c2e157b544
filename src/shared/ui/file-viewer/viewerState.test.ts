import { describe, expect, it } from '@rstest/core';
import {
  canMove,
  clampScale,
  imageLayout,
  INITIAL_VIEW,
  MAX_SCALE,
  MIN_SCALE,
  moveIndex,
  normaliseRotation,
  scalePercent,
  viewReducer,
  wheelZoom,
  WHEEL_ZOOM_STEP,
  ZOOM_STEP,
  type ViewAction,
  type ViewState,
} from './viewerState';

describe('viewer constants (001 §9)', () => {
  it('zooms by 0.2, by 0.015 with the wheel, down to 0.2', () => {
    expect({ ZOOM_STEP, WHEEL_ZOOM_STEP, MIN_SCALE }).toEqual({ ZOOM_STEP: 0.2, WHEEL_ZOOM_STEP: 0.015, MIN_SCALE: 0.2 });
  });
});

describe('clampScale', () => {
  it.each([
    [1, 1],
    [0.2, 0.2],
    [0.19, MIN_SCALE],
    [0, MIN_SCALE],
    [-3, MIN_SCALE],
    [MAX_SCALE + 0.1, MAX_SCALE],
    [1.0299999999999998, 1.03],
    [0.6000000000000001, 0.6],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s → %s', (scale, expected) => {
    expect(clampScale(scale)).toBe(expected);
  });
});

describe('normaliseRotation', () => {
  it.each([
    [0, 0],
    [90, 90],
    [360, 0],
    [450, 90],
    [-90, 270],
    [-180, 180],
    [-450, 270],
    [720 + 270, 270],
  ])('%s° → %s°', (degrees, expected) => {
    expect(normaliseRotation(degrees)).toBe(expected);
  });
});

describe('wheelZoom: one wheel event is one 0.015 step', () => {
  it.each([
    [-100, 0.015],
    [-1, 0.015],
    [0, 0],
    [3, -0.015],
    [120, -0.015],
  ])('deltaY %s → %s', (deltaY, expected) => {
    expect(wheelZoom(deltaY)).toBe(expected);
  });
});

describe('viewReducer', () => {
  const at = (view: Partial<ViewState>): ViewState => ({ ...INITIAL_VIEW, ...view });
  it.each<[string, ViewState, ViewAction[], ViewState]>([
    ['zoom in once', at({}), [{ type: 'zoom', by: ZOOM_STEP }], at({ scale: 1.2 })],
    ['zoom out once', at({}), [{ type: 'zoom', by: -ZOOM_STEP }], at({ scale: 0.8 })],
    ['zoom out to the minimum and no further', at({}), Array(6).fill({ type: 'zoom', by: -ZOOM_STEP }), at({ scale: MIN_SCALE })],
    ['zoom in to the maximum and no further', at({ scale: 4.9 }), [{ type: 'zoom', by: ZOOM_STEP }, { type: 'zoom', by: ZOOM_STEP }], at({ scale: MAX_SCALE })],
    ['two wheel steps in', at({}), [{ type: 'zoom', by: WHEEL_ZOOM_STEP }, { type: 'zoom', by: WHEEL_ZOOM_STEP }], at({ scale: 1.03 })],
    ['rotate right', at({}), [{ type: 'rotate', by: 90 }], at({ rotation: 90 })],
    ['rotate right four times: back to 0', at({}), Array(4).fill({ type: 'rotate', by: 90 }), at({ rotation: 0 })],
    ['rotate left from 0', at({}), [{ type: 'rotate', by: -90 }], at({ rotation: 270 })],
    ['toggle to original at 100 %', at({ scale: 2.4 }), [{ type: 'toggleMode' }], at({ mode: 'original', scale: 1 })],
    ['toggle back to fit', at({ mode: 'original', scale: 0.6 }), [{ type: 'toggleMode' }], at({ mode: 'fit', scale: 1 })],
    ['toggling keeps the rotation', at({ rotation: 180 }), [{ type: 'toggleMode' }], at({ rotation: 180, mode: 'original' })],
    ['reset', at({ scale: 3, rotation: 90, mode: 'original' }), [{ type: 'reset' }], INITIAL_VIEW],
  ])('%s', (_name, start, actions, expected) => {
    expect(actions.reduce(viewReducer, start)).toEqual(expected);
  });

  it('returns the same state when the scale is already at its bound', () => {
    const state = at({ scale: MIN_SCALE });
    expect(viewReducer(state, { type: 'zoom', by: -ZOOM_STEP })).toBe(state);
  });
});

describe('scalePercent', () => {
  it.each([
    [1, 100],
    [1.2, 120],
    [1.015, 102],
    [0.2, 20],
  ])('%s → %s %%', (scale, expected) => {
    expect(scalePercent(scale)).toBe(expected);
  });
});

describe('moveIndex and canMove: previous/next stop at the ends', () => {
  it.each([
    [0, -1, 3, 0, false],
    [0, 1, 3, 1, true],
    [1, -1, 3, 0, true],
    [2, 1, 3, 2, false],
    [1, 1, 3, 2, true],
    [0, 1, 1, 0, false],
    [0, -1, 0, 0, false],
    [5, -1, 3, 2, true],
  ])('index %s by %s of %s → %s (moves: %s)', (index, by, total, expected, moves) => {
    expect(moveIndex(index, by, total)).toBe(expected);
    expect(canMove(index, by, total)).toBe(moves);
  });
});

describe('imageLayout', () => {
  const view = (partial: Partial<ViewState>): ViewState => ({ ...INITIAL_VIEW, ...partial });
  it.each([
    ['a large image fits the stage', { width: 2000, height: 1000 }, { width: 1000, height: 800 }, view({}), { width: 1000, height: 500, boxWidth: 1000, boxHeight: 500 }],
    ['a small image is not enlarged to fit', { width: 200, height: 100 }, { width: 1000, height: 800 }, view({}), { width: 200, height: 100, boxWidth: 200, boxHeight: 100 }],
    ['fit, then zoomed', { width: 2000, height: 1000 }, { width: 1000, height: 800 }, view({ scale: 2 }), { width: 2000, height: 1000, boxWidth: 2000, boxHeight: 1000 }],
    ['a quarter turn fits the turned image', { width: 2000, height: 1000 }, { width: 1000, height: 800 }, view({ rotation: 90 }), { width: 800, height: 400, boxWidth: 400, boxHeight: 800 }],
    ['original size ignores the stage', { width: 2000, height: 1000 }, { width: 1000, height: 800 }, view({ mode: 'original', scale: 0.5 }), { width: 1000, height: 500, boxWidth: 1000, boxHeight: 500 }],
    ['an unmeasured stage keeps the own size', { width: 300, height: 200 }, { width: 0, height: 0 }, view({ rotation: 270 }), { width: 300, height: 200, boxWidth: 200, boxHeight: 300 }],
  ])('%s', (_name, natural, stage, state, expected) => {
    expect(imageLayout(natural, stage, state)).toEqual(expected);
  });
});
