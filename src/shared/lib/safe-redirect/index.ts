export { checkRedirectTarget, type SafeTarget } from './safeRedirect';
