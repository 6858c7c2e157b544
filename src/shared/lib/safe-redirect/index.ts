export { checkRedirectTarget } from './safeRedirect';
export { checkLinkTarget } from './linkTarget';
