/**
 * The brand colour: antd's primary and link colour (the app's theme), the portal's mark, and
 * the colour the portal's own stylesheets use as `var(--portal-color-brand)`. That variable is
 * declared once, on the document's root, by index.html from this value at build time
 * (rsbuild.config.ts), so the login frame painted before the app starts has it too.
 */
export const BRAND_COLOR = '#0b5cad';
