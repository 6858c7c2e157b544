import { describe, expect, it } from '@rstest/core';
import { drawerWidth } from './drawerWidth';

describe('drawer width by viewport (001 §2.7)', () => {
  it.each([
    [320, 'min(350px, 100vw)'],
    [375, 'min(350px, 100vw)'],
    [1279, 'min(350px, 100vw)'],
    [1280, '30%'],
    [1679, '30%'],
    [1680, '440px'],
    [1920, '440px'],
  ])('%i px wide → %s', (viewport, expected) => {
    expect(drawerWidth(viewport)).toBe(expected);
  });
});
