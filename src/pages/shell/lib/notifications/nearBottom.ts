export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the box is scrolled to within `threshold` px of its bottom (001 §9: 50 px loads more). */
export function isNearBottom({ scrollTop, clientHeight, scrollHeight }: ScrollBox, threshold: number): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}
