export { FormError } from './FormError';
