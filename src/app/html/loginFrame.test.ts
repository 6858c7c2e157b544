import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { COPYRIGHT_YEAR } from '@/shared/config';
import { buttonLabel, frameTextsOf, loginFrameHtml, pageTitle } from './loginFrame';

const json = (file: string) => JSON.parse(readFileSync(resolve(process.cwd(), 'src/shared/i18n/locales', file), 'utf8')) as Record<string, unknown>;
const files = {
  zh: { login: json('zh-CN/login.json'), common: json('zh-CN/common.json') },
  en: { login: json('en-US/login.json'), common: json('en-US/common.json') },
};

function frame(): Document {
  return new DOMParser().parseFromString(`<div id="root">${loginFrameHtml(frameTextsOf(files, COPYRIGHT_YEAR))}</div>`, 'text/html');
}

const textIn = (doc: Document, lang: 'zh' | 'en') =>
  [...doc.querySelectorAll(`[data-l="${lang}"]`)].map((node) => node.textContent).join('|');

describe('the login frame of index.html', () => {
  it('draws the login page in both languages from the locale files, each marked with its language', () => {
    const doc = frame();
    expect(textIn(doc, 'zh')).toBe(
      `贸易金融门户|语言|简体中文|登录|用户名|请输入用户名|密码|请输入密码|验证码|图片中的字符|忘记密码？|我已阅读并同意《用户协议》和《隐私政策》|登 录|还没有账号？|立即注册|服务条款|© ${COPYRIGHT_YEAR} 版权所有`,
    );
    expect(textIn(doc, 'en')).toContain('Login|Username|Enter your username|Password');
    expect(textIn(doc, 'en')).toContain('I have read and agree to the User Agreement and the Privacy Policy|Login|No account yet?');
  });

  it('is a picture: hidden from assistive technology, inert, with no field, link, button or script', () => {
    const doc = frame();
    const root = doc.querySelector('.lf');
    expect(root?.getAttribute('aria-hidden')).toBe('true');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(doc.querySelectorAll('input, a, button, script, h1, form, img')).toHaveLength(0);
  });

  it('draws the agreement links as links and spaces a two-character Chinese button label as antd does', () => {
    expect(frame().querySelectorAll('[data-l="zh"] .lf-a')).toHaveLength(2);
    expect(buttonLabel('登录')).toBe('登 录');
    expect(buttonLabel('Login')).toBe('Login');
    expect(buttonLabel('立即注册')).toBe('立即注册');
  });

  it('escapes the texts', () => {
    const texts = frameTextsOf(files, COPYRIGHT_YEAR);
    const html = loginFrameHtml({ ...texts, en: { ...texts.en, heading: '<img src=x onerror=alert(1)>' } });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the login frame with the build-time branding (the demo build)', () => {
  const texts = frameTextsOf(files, COPYRIGHT_YEAR);
  const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

  it('paints the logo instead of the name, and the background, as the login page shows them until the branding call answers', () => {
    const logoUrl = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    const backgroundUrl = 'data:image/svg+xml;charset=utf-8,%3Csvg%20%2F%3E';
    const doc = parse(loginFrameHtml(texts, { logoUrl, backgroundUrl }));
    const logo = doc.querySelector<HTMLImageElement>('.lf-header img.lf-logo');
    expect(logo?.getAttribute('src')).toBe(logoUrl);
    expect(logo?.getAttribute('height')).toBe('40');
    expect(doc.querySelector('.lf-name')).toBeNull();
    // The url() LoginPage.tsx writes for the same setting (encodeURI), so nothing changes when React takes over.
    expect(doc.querySelector<HTMLElement>('.lf')?.getAttribute('style')).toBe(`background-image: url("${encodeURI(backgroundUrl)}")`);
  });

  it('shows the portal name and no background without one (the production build)', () => {
    const doc = parse(loginFrameHtml(texts, null));
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('.lf-name')).not.toBeNull();
    expect(doc.querySelector('.lf')?.hasAttribute('style')).toBe(false);
  });

  it('escapes the branding', () => {
    const html = loginFrameHtml(texts, { logoUrl: '"><script>alert(1)</script>', backgroundUrl: '") ; x: y' });
    expect(html).not.toContain('<script');
    expect(parse(html).querySelectorAll('script')).toHaveLength(0);
  });
});

describe('the page title of index.html', () => {
  it('is the portal’s one name in the document’s first language (zh-CN), as the login page and the shell say it', () => {
    const texts = frameTextsOf(files, COPYRIGHT_YEAR);
    expect(pageTitle(texts)).toBe('贸易金融门户');
    for (const locale of ['zh', 'en'] as const) expect(texts[locale].portalName).toBe(files[locale].common.appName);
  });
});
