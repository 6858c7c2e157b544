export { checkRedirectTarget, type SafeTarget } from './safeRedirect';
export { checkLinkTarget } from './linkTarget';
