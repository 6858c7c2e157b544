export { RoutePlaceholder } from './RoutePlaceholder';
