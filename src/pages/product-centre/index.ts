export { ProductCentrePage } from './ui/ProductCentrePage';
