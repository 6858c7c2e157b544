import type { Bilingual, Money, Status } from './data';
import type { Lang } from './texts';

/** Plain DOM helpers: every text is set as text, never as markup. */
type Child = Node | string | null | false | undefined;

export function h(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

export function button(label: string, onClick: () => void, options: { primary?: boolean; attrs?: Record<string, string> } = {}): HTMLElement {
  const element = h('button', { type: 'button', class: options.primary ? 'sample-button sample-primary' : 'sample-button', ...options.attrs }, label);
  element.addEventListener('click', onClick);
  return element;
}

const tag = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-GB');

export const pick = (lang: Lang, value: Bilingual) => value[lang];

export const money = (lang: Lang, { amount, currency }: Money) =>
  new Intl.NumberFormat(tag(lang), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** An ISO day (`2026-11-02`) in the page's language, read as that calendar day wherever the browser is. */
export const day = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(tag(lang), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export const percent = (lang: Lang, value: number) => new Intl.NumberFormat(tag(lang), { style: 'percent', minimumFractionDigits: 1 }).format(value / 100);

export const chip = (lang: Lang, status: Status) => h('span', { class: `sample-chip sample-${status.tone}` }, pick(lang, status.label));

/**
 * A table whose rows turn into labelled cards on phones (styles.css): each cell carries its
 * column's name for that layout.
 */
export function table(headingId: string, columns: string[], rows: Child[][]): HTMLElement {
  return h(
    'table',
    { class: 'sample-table', 'aria-labelledby': headingId },
    h('thead', {}, h('tr', {}, ...columns.map((column) => h('th', { scope: 'col' }, column)))),
    h('tbody', {}, ...rows.map((cells) => h('tr', {}, ...cells.map((cell, index) => h('td', { 'data-label': columns[index] ?? '' }, cell))))),
  );
}

/** A card with a heading (h2) and its content. */
export function card(id: string, title: string, ...children: Child[]): HTMLElement {
  return h('section', { class: 'sample-card', 'aria-labelledby': id }, h('h2', { id }, title), ...children);
}

/** A row of figures (label above value). */
export function figures(items: [string, string][]): HTMLElement {
  return h('dl', { class: 'sample-figures' }, ...items.map(([label, value]) => h('div', {}, h('dt', {}, label), h('dd', {}, value))));
}
