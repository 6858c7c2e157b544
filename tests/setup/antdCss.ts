/**
 * Component tests judge structure (roles, names, states, inline styles), not antd's CSS: the
 * <style> elements antd's CSS-in-JS writes (marked data-css-hash, data-token-hash or
 * data-rc-order) show happy-dom no style sheet. happy-dom otherwise parses and matches every
 * one of their rules at each getComputedStyle, which Testing Library's role queries and
 * user-event's pointer checks call for every element they look at: a third of the component
 * tests' time. What antd's CSS looks like is the end-to-end sweeps' job, in a real browser.
 */
const sheet = Object.getOwnPropertyDescriptor(window.HTMLStyleElement.prototype, 'sheet');
const isAntdStyle = (style: HTMLStyleElement) =>
  style.hasAttribute('data-css-hash') || style.hasAttribute('data-token-hash') || style.hasAttribute('data-rc-order');

if (sheet?.get) {
  const readSheet = sheet.get;
  Object.defineProperty(window.HTMLStyleElement.prototype, 'sheet', {
    ...sheet,
    get(this: HTMLStyleElement) {
      return isAntdStyle(this) ? null : readSheet.call(this);
    },
  });
}
