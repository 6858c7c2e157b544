/**
 * The brand colour: antd's primary and link colour (the app's theme), the portal's mark, and
 * the colour the portal's own stylesheets use as `var(--portal-color-brand)`. That variable is
 * declared once, on the document's root, by index.html from this value at build time
 * (rsbuild.config.ts), so the login frame painted before the app starts has it too.
 */
export const BRAND_COLOR = '#0b5cad';

/**
 * The phone breakpoint, antd's `sm`: narrower than this the portal lays out for a phone.
 * A CSS media query cannot read it and writes the widest phone width instead,
 * `@media (max-width: 575px)`; app/styles/mediaQueries.test.ts holds the stylesheets to it.
 */
export const PHONE_BELOW_PX = 576;

/**
 * The other widths media queries use, each for one screen's own layout and read by no code:
 * the smallest phones (480: the login page and its frame, the company chooser, the language
 * label), the terms page (600) and the big home (900).
 */
export const STYLESHEET_ONLY_MAX_WIDTHS_PX = [480, 600, 900] as const;
