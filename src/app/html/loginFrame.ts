/**
 * The login page's static frame, written into index.html at build time (rsbuild.config.ts)
 * so that a phone shows the page, and a person can sign in, before ~300 KB of JavaScript
 * has arrived and run (README "Performance"). It is the login form itself — brand header,
 * language select, card, heading, account, password and captcha fields, links, the
 * agreement box, the button, footer — with the boxes of the login page's first render
 * (LoginPage.module.css, LoginForm.module.css and antd's form metrics).
 *
 * Both languages are in the markup; boot.js sets <html lang> before the first paint and the
 * frame's CSS (index.html) shows the one in use, placeholders included, so the frame never
 * shows or names anything in the wrong language. The texts come from the locale files, the
 * one owner of every user-visible word. boot.js wires the form (language, agreement,
 * captcha, the early Login); the login form adopts what was typed when it mounts
 * (src/pages/login/model/frameInput.ts), through the ids below.
 *
 * The fields carry no `name`: were the form ever submitted by the browser itself, nothing
 * typed, the password least of all, would leave the page.
 */
/** The locale-file entries the frame shows, per language. */
export interface LoginFrameTexts {
  portalName: string;
  languageLabel: string;
  /** The language select's options: each language's own name. */
  languageZh: string;
  languageEn: string;
  heading: string;
  account: string;
  accountPlaceholder: string;
  accountRequired: string;
  password: string;
  passwordPlaceholder: string;
  passwordRequired: string;
  captcha: string;
  captchaPlaceholder: string;
  captchaRequired: string;
  captchaRefresh: string;
  /** The frame's show-password toggle (the login form's is antd's own). */
  showPassword: string;
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

/** An eye, struck through while the password is hidden (index.html's CSS). */
const EYE_ICON =
  '<svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2">' +
  '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/><path class="lf-eye-slash" d="M3 3l18 18"/></svg>';

/** antd puts a space between exactly two CJK characters of a button label ("登 录"). */
export function buttonLabel(text: string): string {
  return /^[\u4e00-\u9fff]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text;
}

/** The agreement sentence with its two documents as links in a new tab, as the login page has them (AgreementText). */
const agreementHtml = (href: FrameContract['agreementHref']) => (locale: FrameLocale) => (text: string): string =>
  escape(text).replace(
    /&lt;(user|privacy)&gt;(.*?)&lt;\/\1&gt;/g,
    (_match, kind: 'user' | 'privacy', label: string) => `<a class="lf-a" href="${escape(href(kind, locale))}" target="_blank" rel="noopener noreferrer">${label}</a>`,
  );

/** The texts of both languages side by side, each shown only in its own language. */
function both(texts: Record<FrameLocale, LoginFrameTexts>, pick: (t: LoginFrameTexts) => string, html: (locale: FrameLocale) => (text: string) => string = () => escape): string {
  // Each marked with its language (screen readers pronounce it so), unquoted: written some
  // fifty times, and the page is to fit a slow link's first round trip (rsbuild.config.ts pluginCompactHtml).
  return `<span lang=zh>${html('zh')(pick(texts.zh))}</span><span lang=en>${html('en')(pick(texts.en))}</span>`;
}

/**
 * The branding the build knows at build time (the demo build: its mock's; production: none,
 * the name stands in until the server's branding arrives). The frame paints its logo and
 * background at once, and the login page shows the same until the branding call answers
 * (src/pages/login/model/branding.ts, BUILD_BRANDING): the largest element of the page is
 * painted with the frame, and nothing swaps when the branding arrives.
 */
interface FrameBranding {
  logoUrl: string | null;
  backgroundUrl: string | null;
}

/**
 * What the frame shares with the app, handed in by rsbuild.config.ts (this file is run there,
 * in Node, where the app's public APIs, with their build-time constants, cannot load): the
 * ids boot.js and the login form find the controls by (LOGIN_FRAME_IDS) and the attribute an
 * intent is kept in, the password's longest length, the agreement documents' addresses and
 * the background's CSS url().
 */
export interface FrameContract {
  ids: { form: string; locale: string; account: string; password: string; passwordToggle: string; captcha: string; captchaImage: string; captchaRefresh: string; agreed: string; submit: string };
  /** What frameForm.js keeps on the frame (the intent also marks the two links). */
  attributes: { intent: string; focus: string; chosen: string };
  passwordMaxLength: number;
  agreementHref(kind: 'user' | 'privacy', locale: FrameLocale): string;
  /** The background's CSS url(), as the login page writes it (cssUrl). */
  cssUrl(address: string): string;
}

/**
 * frameForm.js as the build ships it (rsbuild.config.ts pluginBoot) and the tests run it:
 * its source handed the frame's ids and attributes (FRAME), which it does not spell itself.
 */
export function frameFormScript(source: string, { ids, attributes }: Pick<FrameContract, 'ids' | 'attributes'>): string {
  return `(function (FRAME) {\n${source}\n})(${JSON.stringify({ ids, attributes })});\n`;
}

export interface FrameOptions {
  branding?: FrameBranding | null;
  /**
   * The captcha image's address up to its timestamp (captchaAddress), which boot.js asks
   * for as soon as the page is parsed; null in the demo build, whose captcha is its mock's
   * and is shown once the mock has started.
   */
  captchaAddress?: string | null;
}

export function loginFrameHtml(
  texts: Record<FrameLocale, LoginFrameTexts>,
  { ids: ID, attributes, passwordMaxLength, agreementHref, cssUrl }: FrameContract,
  { branding = null, captchaAddress = null }: FrameOptions = {},
): string {
  const t = (pick: (entry: LoginFrameTexts) => string, html?: (locale: FrameLocale) => (text: string) => string) => both(texts, pick, html);
  /**
   * A labelled field. The placeholder is drawn over the empty field in the page's language
   * (the attribute is one space, so :placeholder-shown tells when); the field's name is its
   * label's text in that language, and its error, once boot.js shows it, describes it.
   */
  const field = (id: string, input: string, label: (e: LoginFrameTexts) => string, placeholder: (e: LoginFrameTexts) => string, error: (e: LoginFrameTexts) => string, after = '', inside = '') =>
    [
      `<label class="lf-label" for="${id}">${t(label)}</label>`,
      `<div class="lf-field${after ? ' lf-row' : ''}"><span class="lf-box"><input class="lf-input" id="${id}" ${input} placeholder=" " aria-describedby="${id}-error">`,
      `<span class="lf-ph" aria-hidden="true">${t(placeholder)}</span>${inside}</span>${after}`,
      `<div class="lf-error" id="${id}-error" role="alert" hidden>${t(error)}</div></div>`,
    ].join('');
  const open = branding?.backgroundUrl ? `<div class="lf" style="background-image: ${escape(cssUrl(branding.backgroundUrl))}">` : '<div class="lf">';
  return [
    open,
    branding?.logoUrl
      ? `<header class="lf-header"><img class="lf-logo" src="${escape(branding.logoUrl)}" alt="" height="40">`
      : `<header class="lf-header"><span class="lf-name">${t((e) => e.portalName)}</span>`,
    `<span class="lf-lang"><label class="lf-lang-label" for="${ID.locale}">${t((e) => e.languageLabel)}</label>`,
    // The select shows the page's language from the first paint by the name drawn over it:
    // which option is selected is only known once the page is parsed (frameForm.js sets it).
    `<span class="lf-select-box"><select class="lf-select" id="${ID.locale}"><option value="zh" lang="zh-CN">${escape(texts.zh.languageZh)}</option><option value="en" lang="en-US">${escape(texts.en.languageEn)}</option></select>`,
    `<span class="lf-select-name" aria-hidden="true"><span lang=zh>${escape(texts.zh.languageZh)}</span><span lang=en>${escape(texts.en.languageEn)}</span></span></span></span></header>`,
    `<main class="lf-main"><form class="lf-card" id="${ID.form}" novalidate aria-labelledby="lf-title"${captchaAddress ? ` data-captcha="${escape(captchaAddress)}"` : ''}>`,
    `<h1 class="lf-title" id="lf-title">${t((e) => e.heading)}</h1>`,
    field(ID.account, 'autocomplete="username" maxlength="200"', (e) => e.account, (e) => e.accountPlaceholder, (e) => e.accountRequired),
    field(
      ID.password,
      `type="password" autocomplete="current-password" maxlength="${passwordMaxLength}"`,
      (e) => e.password,
      (e) => e.passwordPlaceholder,
      (e) => e.passwordRequired,
      '',
      // Where the login form has antd's eye, and as it does: shows the password while pressed (boot.js).
      `<button type="button" class="lf-eye" id="${ID.passwordToggle}" aria-pressed="false">${EYE_ICON}<span class="lf-vh">${t((e) => e.showPassword)}</span></button>`,
    ),
    field(
      ID.captcha,
      'autocomplete="off" maxlength="8"',
      (e) => e.captcha,
      (e) => e.captchaPlaceholder,
      (e) => e.captchaRequired,
      `<button type="button" class="lf-captcha" id="${ID.captchaRefresh}"><img class="lf-captcha-image" id="${ID.captchaImage}" alt="" width="112" height="32" hidden><span class="lf-vh">${t((e) => e.captchaRefresh)}</span></button>`,
    ),
    `<div class="lf-links"><button type="button" class="lf-link" ${attributes.intent}="forgot">${t((e) => e.forgotPassword)}</button></div>`,
    `<div class="lf-agree"><span class="lf-check-box"><input type="checkbox" class="lf-check-input" id="${ID.agreed}" checked><span class="lf-check" aria-hidden="true"></span></span>`,
    `<label class="lf-agree-text" for="${ID.agreed}">${t((e) => e.agreement, agreementHtml(agreementHref))}</label></div>`,
    `<button type="submit" class="lf-submit" id="${ID.submit}">${t((e) => buttonLabel(e.submit))}</button>`,
    `<div class="lf-switch">${t((e) => e.noAccount)}<button type="button" class="lf-link" ${attributes.intent}="register">${t((e) => e.toRegister)}</button></div>`,
    '</form></main>',
    `<footer class="lf-footer"><a class="lf-terms" href="#/terms">${t((e) => e.terms)}</a><span class="lf-copy">${t((e) => e.copyright)}</span></footer>`,
    '</div>',
  ].join('');
}

type Json = Record<string, unknown>;
const at = (tree: Json, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], tree);
  if (typeof value !== 'string') throw new Error(`loginFrame: no text at ${path}`);
  return value;
};

/** One language's locale files the frame reads. */
export interface FrameLocaleFiles {
  login: Json;
  common: Json;
  validation: Json;
}

/** Picks the frame's texts out of one language's `login`, `common` and `validation` locale files. */
function loginFrameTexts({ login, common, validation }: FrameLocaleFiles, copyrightYear: number): LoginFrameTexts {
  return {
    portalName: at(login, 'branding.defaultTitle'),
    languageLabel: at(common, 'language.label'),
    languageZh: at(common, 'language.zh'),
    languageEn: at(common, 'language.en'),
    heading: at(login, 'modes.login'),
    account: at(login, 'form.account'),
    accountPlaceholder: at(login, 'form.accountPlaceholder'),
    accountRequired: at(validation, 'usernameRequired'),
    password: at(login, 'form.password'),
    passwordPlaceholder: at(login, 'form.passwordPlaceholder'),
    passwordRequired: at(validation, 'passwordRequired'),
    captcha: at(login, 'form.captcha'),
    captchaPlaceholder: at(login, 'form.captchaPlaceholder'),
    captchaRequired: at(validation, 'captchaRequired'),
    captchaRefresh: at(login, 'form.captchaRefresh'),
    showPassword: at(login, 'form.showPassword'),
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

/** Both languages' texts. */
export function frameTextsOf(files: Record<FrameLocale, FrameLocaleFiles>, copyrightYear: number): Record<FrameLocale, LoginFrameTexts> {
  return { zh: loginFrameTexts(files.zh, copyrightYear), en: loginFrameTexts(files.en, copyrightYear) };
}
