/**
 * The entry's HTML as the host inserts it. qiankun puts the entry's `<head>` inside the
 * container (as `<qiankun-head>`), and a `<base href>` there still sets the base address of
 * the whole page (the first one in the document counts, wherever it is): the portal's own
 * relative addresses, its code chunks among them, would then point at the sub-application's
 * server. So `<base>` elements are dropped; the entry's scripts and styles are resolved
 * against the entry's address by qiankun anyway.
 */
export function withoutBaseElements(html: string): string {
  return html.replace(/<base\b[^>]*>/gi, '');
}
