import { useEffect, useState } from 'react';
import { throttle } from '@/shared/lib/throttle';

/** 000 §9: screen-size updates are throttled to 500 ms. */
export const SCREEN_SIZE_THROTTLE_MS = 500;
/** Below this width the side menu becomes a drawer and header controls show icons only. */
export const COMPACT_BELOW_PX = 992;

/** Whether the viewport is narrow (phones, small tablets), following resizes at most every 500 ms. */
export function useCompactViewport(): boolean {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = throttle(() => setWidth(window.innerWidth), SCREEN_SIZE_THROTTLE_MS);
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, []);
  return width < COMPACT_BELOW_PX;
}
