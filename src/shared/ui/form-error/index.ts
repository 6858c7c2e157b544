export { FormError } from './FormError';
export { formErrorText } from './formErrorText';
