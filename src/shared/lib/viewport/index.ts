export { useViewportWidth, SCREEN_SIZE_THROTTLE_MS } from './useViewportWidth';
