import { useEffect, useState } from 'react';
import { throttle } from '@/shared/lib/throttle';

/** 000 §9: screen-size updates are throttled to 500 ms. */
const SCREEN_SIZE_THROTTLE_MS = 500;

/**
 * The window's inner width, following resizes at most every 500 ms: the shell's layout
 * and the notification drawer's width depend on it, and a resize fires many events.
 */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = throttle(() => setWidth(window.innerWidth), SCREEN_SIZE_THROTTLE_MS);
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, []);
  return width;
}
