import { useEffect, useState, type RefObject } from 'react';
import { debounce } from './debounce';

/** 000 §9: the PDF view debounces resizing by 500 ms. */
export const RESIZE_DEBOUNCE_MS = 500;

/** Width of the element in CSS pixels: measured at once, then again 500 ms after resizing stops. */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const later = debounce(measure, RESIZE_DEBOUNCE_MS);
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => later());
      observer.observe(element);
      return () => {
        observer.disconnect();
        later.cancel();
      };
    }
    window.addEventListener('resize', later);
    return () => {
      window.removeEventListener('resize', later);
      later.cancel();
    };
  }, [ref]);
  return width;
}
