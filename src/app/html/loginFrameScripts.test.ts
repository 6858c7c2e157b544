import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { LOGIN_FRAME_ATTRIBUTES as ATTRIBUTE, LOGIN_FRAME_IDS as ID } from '@/shared/config';
import { frameFormScript } from './loginFrame';
import { FRAME_CONTRACT, loginFrame } from '@tests/support/loginFrame';

const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');
const CAPTCHA = '/sso-web/code/getImgCode?sysChannel=kj_my_pc&timestamp=';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = () => byId<HTMLFormElement>(ID.form);
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const errorShown = (id: string) => !byId(`${id}-error`).hidden;

/** boot.js as the browser runs it, first in <head> of the login page, then the frame's script it loads after the first paint (the app's left out). */
function runBoot() {
  window.location.hash = '#/login';
  new Function(read('src/app/html/boot.js'))();
  new Function(frameFormScript(read('src/app/html/frameForm.js'), FRAME_CONTRACT))();
}

describe('boot.js and frameForm.js on the login frame, before the app arrives', () => {
  const fetched: string[] = [];
  /** Every captcha address asked for since boot.js ran. */
  const asked: string[] = [];
  beforeAll(() => {
    rstest.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      asked.push(url);
      return new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    });
    // The page as parsed when boot.js starts the app after the first paint.
    document.body.innerHTML = `<div id="root">${loginFrame({ captchaAddress: CAPTCHA })}</div>`;
    runBoot();
  });

  // Files share the page (rstest.config.ts): leave it as found.
  afterAll(() => {
    rstest.unstubAllGlobals();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-login-frame');
  });

  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${loginFrame({ captchaAddress: CAPTCHA })}</div>`;
    document.documentElement.lang = 'zh-CN';
    fetched.length = 0;
  });

  it('shows the frame on the login page', () => {
    expect(document.documentElement.hasAttribute('data-login-frame')).toBe(true);
  });

  it('asks for the captcha once loaded (after the first paint) and shows it from the answer, so the app shows the same image; its button asks again', async () => {
    // The frame of beforeAll, which beforeEach has replaced by an equal one: its request was sent.
    await rstest.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/^\/sso-web\/code\/getImgCode\?sysChannel=kj_my_pc&timestamp=\d+$/);
    byId(ID.captchaRefresh).click();
    expect(asked).toHaveLength(2);
    await rstest.waitFor(() => expect(byId<HTMLImageElement>(ID.captchaImage).hidden).toBe(false));
    expect(byId<HTMLImageElement>(ID.captchaImage).getAttribute('src')).toMatch(/^blob:/);
  });

  it('refuses a Login with an empty field: each empty field says so in the page’s language and the first one takes focus', () => {
    byId<HTMLInputElement>(ID.account).value = 'demo.one';
    submit();
    expect([ID.account, ID.password, ID.captcha].map(errorShown)).toEqual([false, true, true]);
    expect(byId(ID.password).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byId(ID.password));
    expect(form().hasAttribute(ATTRIBUTE.intent)).toBe(false);
    // Typing into the field takes its message away.
    byId<HTMLInputElement>(ID.password).value = 'x';
    byId(ID.password).dispatchEvent(new Event('input', { bubbles: true }));
    expect(errorShown(ID.password)).toBe(false);
  });

  it('keeps a Login with every field filled for the app, the button showing it is working, and sends nothing itself', () => {
    fetched.length = 0;
    for (const id of [ID.account, ID.password, ID.captcha]) byId<HTMLInputElement>(id).value = 'filled';
    submit();
    expect(form().getAttribute(ATTRIBUTE.intent)).toBe('login');
    expect(byId(ID.submit).getAttribute('aria-busy')).toBe('true');
    expect(fetched).toEqual([]);
  });

  it('keeps the link pressed (forgot password, register) for the app', () => {
    (document.querySelector(`[${ATTRIBUTE.intent}="register"]`) as HTMLElement).click();
    expect(form().getAttribute(ATTRIBUTE.intent)).toBe('register');
  });

  it('keeps which of its controls has focus on the form, for the app to put it back', () => {
    byId(ID.password).focus();
    expect(form().getAttribute(ATTRIBUTE.focus)).toBe(ID.password);
    byId(ID.submit).focus();
    expect(form().getAttribute(ATTRIBUTE.focus)).toBe(ID.submit);
    byId(ID.locale).focus();
    expect(form().hasAttribute(ATTRIBUTE.focus)).toBe(false);
  });

  it('shows no image after an error answer, so the app’s form asks for its own', async () => {
    rstest.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    byId(ID.captchaRefresh).click();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(byId<HTMLImageElement>(ID.captchaImage).hidden).toBe(true);
  });

  it('shows the password while its eye is pressed, as the app’s form does', () => {
    const toggle = byId(ID.passwordToggle);
    toggle.click();
    expect(byId<HTMLInputElement>(ID.password).type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.click();
    expect(byId<HTMLInputElement>(ID.password).type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('disables Login while the agreement box is unticked, as the app’s form does', () => {
    const agreed = byId<HTMLInputElement>(ID.agreed);
    agreed.click();
    expect(byId<HTMLButtonElement>(ID.submit).disabled).toBe(true);
    agreed.click();
    expect(byId<HTMLButtonElement>(ID.submit).disabled).toBe(false);
  });

  it('steps aside when another page is asked for before the app arrives (the terms link)', () => {
    window.location.hash = '#/terms';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.documentElement.hasAttribute('data-login-frame')).toBe(false);
    window.location.hash = '#/login';
    document.documentElement.setAttribute('data-login-frame', '');
  });

  it('switches the frame’s language at once and stores the choice as the app does', () => {
    const select = byId<HTMLSelectElement>(ID.locale);
    select.value = 'en';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(select.hasAttribute(ATTRIBUTE.chosen)).toBe(true);
  });
});
