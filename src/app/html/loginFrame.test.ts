import { describe, expect, it } from '@rstest/core';
import { COPYRIGHT_YEAR } from '@/shared/config';
import { FRAME_CONTRACT, FRAME_TEXTS as texts, frameLocaleFiles, loginFrame } from '@tests/support/loginFrame';
import { buttonLabel, loginFrameHtml, pageTitle } from './loginFrame';

function frame(): Document {
  return new DOMParser().parseFromString(`<div id="root">${loginFrame()}</div>`, 'text/html');
}

const textIn = (doc: Document, lang: 'zh' | 'en') =>
  [...doc.querySelectorAll(`span[lang="${lang}"]`)].map((node) => node.textContent).join('|');

describe('the login frame of index.html', () => {
  it('draws the login page in both languages from the locale files, each marked with its language', () => {
    const doc = frame();
    expect(textIn(doc, 'zh')).toBe(
      `贸易金融门户|语言|简体中文|登录|用户名|请输入用户名|请输入用户名。|密码|请输入密码|显示密码|请输入密码。|验证码|图片中的字符|刷新验证码|请输入验证码。|忘记密码？|我已阅读并同意《用户协议》和《隐私政策》|登 录|还没有账号？|立即注册|服务条款|© ${COPYRIGHT_YEAR} 版权所有`,
    );
    expect(textIn(doc, 'en')).toContain('Login|Username|Enter your username|Please enter your username.|Password');
    expect(textIn(doc, 'en')).toContain('I have read and agree to the User Agreement and the Privacy Policy|Login|No account yet?');
  });

  it('is the login form: its fields labelled, the agreement box ticked, the Login button, the language select, and no script', () => {
    const doc = frame();
    const form = doc.querySelector<HTMLFormElement>('form#lf-form');
    expect(form?.getAttribute('aria-labelledby')).toBe('lf-title');
    expect(doc.getElementById('lf-title')?.tagName).toBe('H1');
    for (const [id, autocomplete] of [['lf-account', 'username'], ['lf-password', 'current-password'], ['lf-captcha', 'off']] as const) {
      const input = doc.getElementById(id) as HTMLInputElement;
      expect(doc.querySelector(`label[for="${id}"]`)).not.toBeNull();
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      // Its required message, shown by boot.js, describes it.
      expect(doc.getElementById(input.getAttribute('aria-describedby') ?? '')?.getAttribute('role')).toBe('alert');
    }
    expect((doc.getElementById('lf-password') as HTMLInputElement).type).toBe('password');
    expect((doc.getElementById('lf-agreed') as HTMLInputElement).checked).toBe(true);
    expect(doc.querySelector('label[for="lf-agreed"]')).not.toBeNull();
    expect(doc.querySelector('button[type="submit"]#lf-submit')?.closest('form')).toBe(form);
    expect([...doc.querySelectorAll<HTMLOptionElement>('select#lf-locale option')].map((option) => option.value)).toEqual(['zh', 'en']);
    expect(doc.querySelector('label[for="lf-locale"]')).not.toBeNull();
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    // Nothing can leave with a submission the browser makes itself: no field has a name.
    expect(doc.querySelectorAll('input[name], select[name]')).toHaveLength(0);
  });

  it('links the agreement documents of each language, in a new tab, and the terms page', () => {
    const doc = frame();
    const links = (lang: string) => [...doc.querySelectorAll<HTMLAnchorElement>(`[lang="${lang}"] a.lf-a`)].map((link) => [link.getAttribute('href'), link.target]);
    expect(links('zh')).toEqual([['/agreement/user?lang=CN', '_blank'], ['/agreement/privacy?lang=CN', '_blank']]);
    expect(links('en')).toEqual([['/agreement/user?lang=EN', '_blank'], ['/agreement/privacy?lang=EN', '_blank']]);
    expect(doc.querySelector('a.lf-terms')?.getAttribute('href')).toBe('#/terms');
  });

  it('names the captcha address boot.js asks for (production), and none without one (the demo: its mock draws it)', () => {
    const address = '/sso-web/code/getImgCode?sysChannel=kj_my_pc&timestamp=';
    const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    expect(parse(loginFrame({ captchaAddress: address })).getElementById('lf-form')?.getAttribute('data-captcha')).toBe(address);
    expect(parse(loginFrame()).getElementById('lf-form')?.hasAttribute('data-captcha')).toBe(false);
  });

  it('spaces a two-character Chinese button label as antd does', () => {
    expect(buttonLabel('登录')).toBe('登 录');
    expect(buttonLabel('Login')).toBe('Login');
    expect(buttonLabel('立即注册')).toBe('立即注册');
  });

  it('escapes the texts', () => {
    const html = loginFrameHtml({ ...texts, en: { ...texts.en, heading: '<img src=x onerror=alert(1)>' } }, FRAME_CONTRACT);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the login frame with the build-time branding (the demo build)', () => {
  const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

  it('paints the logo instead of the name, and the background, as the login page shows them until the branding call answers', () => {
    const logoUrl = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    const backgroundUrl = 'data:image/svg+xml;charset=utf-8,%3Csvg%20%2F%3E';
    const doc = parse(loginFrame({ branding: { logoUrl, backgroundUrl } }));
    const logo = doc.querySelector<HTMLImageElement>('.lf-header img.lf-logo');
    expect(logo?.getAttribute('src')).toBe(logoUrl);
    expect(logo?.getAttribute('height')).toBe('40');
    expect(doc.querySelector('.lf-name')).toBeNull();
    // The url() LoginPage.tsx writes for the same setting (cssUrl), so nothing changes when React takes over.
    expect(doc.querySelector<HTMLElement>('.lf')?.getAttribute('style')).toBe(`background-image: url("${backgroundUrl}")`);
  });

  it('shows the portal name and no background without one (the production build)', () => {
    const doc = parse(loginFrame());
    expect(doc.querySelector('img.lf-logo')).toBeNull();
    expect(doc.querySelector('.lf-name')).not.toBeNull();
    expect(doc.querySelector('.lf')?.hasAttribute('style')).toBe(false);
  });

  it('escapes the branding', () => {
    const html = loginFrame({ branding: { logoUrl: '"><script>alert(1)</script>', backgroundUrl: '") ; x: y' } });
    expect(html).not.toContain('<script');
    expect(parse(html).querySelectorAll('script')).toHaveLength(0);
  });
});

describe('the page title of index.html', () => {
  it('is the portal’s one name in the document’s first language (zh-CN), as the login page and the shell say it', () => {
    expect(pageTitle(texts)).toBe('贸易金融门户');
    for (const locale of ['zh', 'en'] as const) expect(texts[locale].portalName).toBe(frameLocaleFiles(locale === 'zh' ? 'zh-CN' : 'en-US').common.appName);
  });
});
