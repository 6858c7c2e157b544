import { useViewportWidth } from '@/shared/lib/viewport';

/** Below this width the side menu becomes a drawer and header controls show icons only. */
const COMPACT_BELOW_PX = 992;

/** Whether the viewport is narrow (phones, small tablets). */
export function useCompactViewport(): boolean {
  return useViewportWidth() < COMPACT_BELOW_PX;
}
