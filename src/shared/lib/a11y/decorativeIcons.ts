/** An antd icon that still names itself: role="img" with its English icon name, not hidden. */
const namesItself = (icon: Element) => icon.getAttribute('role') === 'img' && !icon.hasAttribute('aria-hidden');

/** A select's clear button, which rc-select names 'Clear' in every language (antd passes no label on). */
const namedClear = (button: Element) => button.getAttribute('aria-label') === 'Clear';

/**
 * Patches `root` and what is under it. Class lookups (getElementsByClassName) rather than an
 * attribute selector: this runs for every node React adds, on every page.
 */
function patchIn(root: Element, clearLabel: string): void {
  const icons = root.classList.contains('anticon') ? [root] : [];
  for (const icon of [...icons, ...root.getElementsByClassName('anticon')]) if (namesItself(icon)) icon.setAttribute('aria-hidden', 'true');
  const clears = root.classList.contains('ant-select-clear') ? [root] : [];
  for (const button of [...clears, ...root.getElementsByClassName('ant-select-clear')]) if (namedClear(button)) button.setAttribute('aria-label', clearLabel);
}

/**
 * Hides the icons antd draws itself (an alert's type icon and close cross, a finished step's
 * tick, a select's arrow, search and clear icons, a result's or a confirm's icon…) from
 * assistive technology, now and as they appear under `root`: antd names each by its English
 * icon name ("info-circle", "close", "check"), which a screen reader reads out on a Chinese
 * page. They are decorative; the component says what they mean (an alert's text, a step's
 * title, the close button's label from antd's locale). The portal's own icons are written
 * `aria-hidden` (eslint); an icon left with an explicit aria-hidden="false" is left alone.
 * A select's clear button, which antd's internals name 'Clear' whatever the language, gets
 * `clearLabel` (the UI language's word). Returns the function that stops watching.
 */
export function hideDecorativeIcons(root: Element, clearLabel: string): () => void {
  patchIn(root, clearLabel);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) patchIn(node, clearLabel);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
