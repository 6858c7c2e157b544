import type { AppContext } from './app';
import { h } from './dom';
import { text, type Lang, type TextKey } from './texts';

/**
 * The developer view: what a sub-application team needs to see of the contract (README
 * "Sub-application contract"), below every page once switched on. The switch is kept in the
 * tab's session storage under the sample's own key, so it stays on across pages, remounts
 * and reloads while a team explores, and a presenter's tab never shows it unasked.
 */
const KEY = 'kjSampleDeveloperView';

export const developerViewOn = () => sessionStorage.getItem(KEY) === 'on';

export function setDeveloperView(on: boolean): void {
  if (on) sessionStorage.setItem(KEY, 'on');
  else sessionStorage.removeItem(KEY);
}

/** The design query the portal opens e-finance's page with (000 §2: projectCode, appCode, appVersion, menuCode). */
const DESIGN_QUERY = ['projectCode', 'appCode', 'appVersion', 'menuCode'];

export function handedOver(context: AppContext, lang: Lang, route: string): HTMLElement {
  const t = (key: TextKey) => text(lang, key);
  const { state } = context;
  const enterprise = state.enterprise;
  const enterpriseName = enterprise ? `${(lang === 'zh' && enterprise.companyNameCn) || enterprise.companyName} (${enterprise.enterpriseId})` : t('none');
  const query = new URLSearchParams(route.split('?')[1] ?? '');
  const design = DESIGN_QUERY.filter((name) => query.has(name)).map((name) => `${name}=${query.get(name)}`);
  const facts: [TextKey, string, string][] = [
    ['route', route, 'route'],
    ['enterprise', enterpriseName, 'enterprise'],
    ['language', t(state.locale), 'locale'],
    ['childLanguage', t(state.childLocale), 'childLocale'],
    ['permissions', state.buttonPermissions.join(', ') || t('none'), 'permissions'],
    ['pagePath', state.currentPagePath || t('none'), 'pagePath'],
    ['cartNumber', String(state.cartNumber), 'cartNumber'],
    ['drawbackMenu', state.exportDrawbackMenuList.map((entry) => (lang === 'zh' ? entry.name : entry.nameEn)).join(', ') || t('none'), 'drawbackMenu'],
    ['designQuery', design.join(', ') || t('none'), 'designQuery'],
  ];
  // The session values of 000 §3 and §9, read by their names, as plain strings.
  const session: [string, string | null][] = ['enterpriseId', 'companyName', 'location', 'enterpriseRole', 'enterpriseProductType', 'curLoginName'].map((key) => [key, sessionStorage.getItem(key)]);
  session.push(['locale', localStorage.getItem('locale')]);
  return h(
    'section',
    { class: 'sample-card sample-developer', 'aria-labelledby': 'sample-handed-over' },
    h('p', { class: 'sample-muted' }, t('developerHint')),
    h('h2', { id: 'sample-handed-over' }, t('handedOver')),
    h('dl', { class: 'sample-facts' }, ...facts.flatMap(([key, value, name]) => [h('dt', {}, t(key)), h('dd', { 'data-fact': name }, value)])),
    h('h2', {}, t('sessionValues')),
    h('dl', { class: 'sample-facts' }, ...session.flatMap(([key, value]) => [h('dt', {}, key), h('dd', { 'data-session': key }, value ?? t('none'))])),
  );
}
