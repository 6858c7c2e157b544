export { useViewportWidth } from './useViewportWidth';
