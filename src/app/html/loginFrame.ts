/**
 * The login page's static frame, written into index.html at build time (rsbuild.config.ts)
 * so that a phone paints the page before ~300 KB of JavaScript has arrived and run (README
 * "Performance"). It draws what the login page's first render draws — brand header, card,
 * heading, the fields' labels and placeholders, links, the button, footer — with the same
 * box sizes (LoginPage.module.css, LoginForm.module.css and antd's form metrics), and React
 * replaces it when it mounts into #root.
 *
 * Both languages are in the markup; boot-locale.js sets <html lang> before the first paint
 * and the frame's CSS (index.html) shows the one in use, so the frame never shows the wrong
 * language. The texts come from the locale files, the one owner of every user-visible word.
 * It is a picture, not a form: hidden from assistive technology and inert, with no fields
 * to type into that React would throw away.
 */

/** The locale-file entries the frame shows, per language. */
export interface LoginFrameTexts {
  portalName: string;
  languageLabel: string;
  /** The language select shows the name of the language in use. */
  languageName: string;
  heading: string;
  account: string;
  accountPlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  captcha: string;
  captchaPlaceholder: string;
  forgotPassword: string;
  /** With `<user>…</user>` and `<privacy>…</privacy>` around the link texts. */
  agreement: string;
  submit: string;
  noAccount: string;
  toRegister: string;
  terms: string;
  copyright: string;
}

export type FrameLocale = 'zh' | 'en';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** antd puts a space between exactly two CJK characters of a button label ("登 录"). */
export function buttonLabel(text: string): string {
  return /^[\u4e00-\u9fff]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text;
}

/** The agreement sentence with its two link texts drawn as links. */
function agreementHtml(text: string): string {
  return escape(text).replace(/&lt;(user|privacy)&gt;(.*?)&lt;\/\1&gt;/g, '<span class="lf-a">$2</span>');
}

/** The texts of both languages side by side, each shown only in its own language. */
function both(texts: Record<FrameLocale, LoginFrameTexts>, pick: (t: LoginFrameTexts) => string, html = escape): string {
  return `<span data-l="zh">${html(pick(texts.zh))}</span><span data-l="en">${html(pick(texts.en))}</span>`;
}

/**
 * The branding the build knows at build time (the demo build: its mock's; production: none,
 * the name stands in until the server's branding arrives). The frame paints its logo and
 * background at once, and the login page shows the same until the branding call answers
 * (src/pages/login/model/branding.ts, BUILD_BRANDING): the largest element of the page is
 * painted with the frame, and nothing swaps when the branding arrives.
 */
export interface FrameBranding {
  logoUrl: string | null;
  backgroundUrl: string | null;
}

export function loginFrameHtml(texts: Record<FrameLocale, LoginFrameTexts>, branding: FrameBranding | null = null): string {
  const t = (pick: (entry: LoginFrameTexts) => string, html?: (text: string) => string) => both(texts, pick, html);
  const field = (label: (e: LoginFrameTexts) => string, placeholder: (e: LoginFrameTexts) => string) =>
    `<div class="lf-label">${t(label)}</div><div class="lf-input">${t(placeholder)}</div>`;
  return [
    branding?.backgroundUrl
      ? `<div class="lf" aria-hidden="true" inert style="background-image: url(&quot;${escape(encodeURI(branding.backgroundUrl))}&quot;)">`
      : '<div class="lf" aria-hidden="true" inert>',
    branding?.logoUrl
      ? `<header class="lf-header"><img class="lf-logo" src="${escape(branding.logoUrl)}" alt="" height="40">`
      : `<header class="lf-header"><span class="lf-name">${t((e) => e.portalName)}</span>`,
    `<span class="lf-lang"><span class="lf-lang-label">${t((e) => e.languageLabel)}</span><span class="lf-select">${t((e) => e.languageName)}</span></span></header>`,
    '<main class="lf-main"><div class="lf-card">',
    `<div class="lf-title">${t((e) => e.heading)}</div>`,
    field((e) => e.account, (e) => e.accountPlaceholder),
    field((e) => e.password, (e) => e.passwordPlaceholder),
    `<div class="lf-label">${t((e) => e.captcha)}</div>`,
    `<div class="lf-row"><div class="lf-input">${t((e) => e.captchaPlaceholder)}</div><div class="lf-captcha"></div></div>`,
    `<div class="lf-links"><span class="lf-link">${t((e) => e.forgotPassword)}</span></div>`,
    `<div class="lf-agree"><span class="lf-check"></span><span class="lf-agree-text">${t((e) => e.agreement, agreementHtml)}</span></div>`,
    `<div class="lf-submit">${t((e) => buttonLabel(e.submit))}</div>`,
    `<div class="lf-switch">${t((e) => e.noAccount)}<span class="lf-link">${t((e) => e.toRegister)}</span></div>`,
    '</div></main>',
    `<footer class="lf-footer"><span class="lf-terms">${t((e) => e.terms)}</span><span class="lf-copy">${t((e) => e.copyright)}</span></footer>`,
    '</div>',
  ].join('');
}

type Json = Record<string, unknown>;
const at = (tree: Json, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], tree);
  if (typeof value !== 'string') throw new Error(`loginFrame: no text at ${path}`);
  return value;
};

/** Picks the frame's texts out of one language's `login` and `common` locale files. */
function loginFrameTexts(login: Json, common: Json, copyrightYear: number): LoginFrameTexts {
  return {
    portalName: at(login, 'branding.defaultTitle'),
    languageLabel: at(common, 'language.label'),
    languageName: '',
    heading: at(login, 'modes.login'),
    account: at(login, 'form.account'),
    accountPlaceholder: at(login, 'form.accountPlaceholder'),
    password: at(login, 'form.password'),
    passwordPlaceholder: at(login, 'form.passwordPlaceholder'),
    captcha: at(login, 'form.captcha'),
    captchaPlaceholder: at(login, 'form.captchaPlaceholder'),
    forgotPassword: at(login, 'form.forgotPassword'),
    agreement: at(login, 'agreement.text'),
    submit: at(login, 'form.submit'),
    noAccount: at(login, 'form.noAccount'),
    toRegister: at(login, 'form.toRegister'),
    terms: at(login, 'termsLink'),
    copyright: at(common, 'copyright').replace('{{year}}', String(copyrightYear)),
  };
}

/**
 * The page's <title> at build time: the portal's one name (the login page's, the shell's
 * common:appName) in the document's first language, zh-CN (index.html's lang); the app
 * retitles the page in the language it starts in.
 */
export const pageTitle = (texts: Record<FrameLocale, LoginFrameTexts>): string => texts.zh.portalName;

/** Both languages' texts, the select showing each language's own name. */
export function frameTextsOf(files: Record<FrameLocale, { login: Json; common: Json }>, copyrightYear: number): Record<FrameLocale, LoginFrameTexts> {
  const zh = loginFrameTexts(files.zh.login, files.zh.common, copyrightYear);
  const en = loginFrameTexts(files.en.login, files.en.common, copyrightYear);
  return { zh: { ...zh, languageName: at(files.zh.common, 'language.zh') }, en: { ...en, languageName: at(files.en.common, 'language.en') } };
}
