import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type EnvironmentConfig, type RequestHandler, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { DEMO_FIRST_CAPTCHA, drawCaptcha } from './mocks/lib/captchaImage';
import { DEMO_BRANDING } from './mocks/scenarios/branding';
import { STRICT_POLICY, SUB_APPS_PAGE, SUB_APPS_POLICY } from './src/app/html/contentSecurityPolicy';
import { frameFormScript, frameTextsOf, loginFrameHtml, pageTitle, type FrameContract } from './src/app/html/loginFrame';
import { agreementUrl } from './src/pages/login/lib/agreementUrl';
import { toBranding } from './src/pages/login/model/branding';
import { captchaAddress } from './src/shared/config/captchaAddress';
import { COPYRIGHT_YEAR } from './src/shared/config/constants';
import { LOGIN_FRAME_ATTRIBUTES, LOGIN_FRAME_IDS } from './src/shared/config/loginFrame';
import { PASSWORD_MAX_LENGTH } from './src/shared/lib/validation/password';
import { BRAND_COLOR } from './src/shared/config/theme';
import { DEMO_IDLE_TIMEOUT_MINUTES, IDLE_TIMEOUT_MINUTES_DEFAULT } from './src/shared/config/idleTimeoutDefaults';
import { SERVICE_PREFIXES } from './src/shared/config/servicePrefixes';
import { TERMS_DOCUMENTS } from './src/shared/config/termsDocuments';
import { cssUrl } from './src/shared/lib/css/cssUrl';

/**
 * Build modes (see README):
 * - dev server (`npm start`): in-browser mock backend unless PORTAL_MOCK=off;
 *   with PORTAL_PROXY_TARGET set, the kj-* prefixes are proxied to that URL.
 * - production (`npm run build`): no mock code at all; API base from PORTAL_API_BASE.
 * - demo (`npm run build:demo`): static files that carry the mock backend.
 */
const isDev = process.env.NODE_ENV !== 'production';
const mockSetting = process.env.PORTAL_MOCK;
const useMock = mockSetting ? mockSetting === 'on' : isDev;
const apiBase = process.env.PORTAL_API_BASE ?? '';
const redirectAllowList = (process.env.PORTAL_REDIRECT_ALLOW ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const proxyTarget = process.env.PORTAL_PROXY_TARGET;
/**
 * The page the Subscribe QR code of an export-drawback product opens (000 §2 "Product
 * centre"; the specification gives no address). Builds that carry the mock default to a
 * demo address; the production build has none unless it is set, and then shows no code.
 */
const DEMO_DRAWBACK_SUBSCRIPTION_URL = 'https://kj.example.com/subscribe/export-drawback';
const drawbackSubscriptionUrl = (process.env.PORTAL_DRAWBACK_SUBSCRIPTION_URL ?? (useMock ? DEMO_DRAWBACK_SUBSCRIPTION_URL : '')).trim();
if (drawbackSubscriptionUrl && !/^https?:\/\/[^/?#\s]+/i.test(drawbackSubscriptionUrl)) {
  throw new Error(`PORTAL_DRAWBACK_SUBSCRIPTION_URL must be an absolute http(s) address or empty, not "${drawbackSubscriptionUrl}"`);
}

/**
 * Minutes without the user's own input after which a signed-in user is signed out (the
 * idle timeout, see the README). A whole number of at least 2: the warning comes one
 * minute before. The builds that carry the demo default to a client meeting's length.
 */
const idleTimeoutSetting =
  (process.env.PORTAL_IDLE_TIMEOUT_MINUTES ?? '').trim() || String(useMock ? DEMO_IDLE_TIMEOUT_MINUTES : IDLE_TIMEOUT_MINUTES_DEFAULT);
if (!/^\d+$/.test(idleTimeoutSetting) || Number(idleTimeoutSetting) < 2) {
  throw new Error(`PORTAL_IDLE_TIMEOUT_MINUTES must be a whole number of minutes, at least 2, not "${idleTimeoutSetting}"`);
}

/**
 * Which login calls the login page makes (PORTAL_LOGIN_VARIANT): `sso` (default), the
 * single-sign-on helper's; `legacy`, the older page's kj-sso calls (000 §2, §7 "(old)").
 */
const loginVariant = (process.env.PORTAL_LOGIN_VARIANT ?? '').trim() || 'sso';
if (loginVariant !== 'sso' && loginVariant !== 'legacy') {
  throw new Error(`PORTAL_LOGIN_VARIANT must be "sso" or "legacy", not "${loginVariant}"`);
}

/**
 * Whether the shell announces a coming rebrand (PORTAL_REBRAND_BANNER, `on` or `off`, default
 * off): 000 §1's banner says the portal's look will change, which only a deployment about to
 * change it should tell its users (a demo that said it told a prospect that what they see
 * will be replaced).
 */
const rebrandBannerSetting = (process.env.PORTAL_REBRAND_BANNER ?? '').trim() || 'off';
if (rebrandBannerSetting !== 'on' && rebrandBannerSetting !== 'off') {
  throw new Error(`PORTAL_REBRAND_BANNER must be "on" or "off", not "${rebrandBannerSetting}"`);
}

/** The demo documents: the terms PDFs and the platform agreement the mock names. */
const DEMO_FILES_DIR = 'mocks/public/demo-files';

/**
 * The dev server answers `/terms/<file>` for the six terms documents (000 §2 "Terms page")
 * with the demo PDFs: that is where a build without the in-browser mock (`dev:proxy`) looks
 * for them (termsDocuments.ts), and the backend behind the proxy does not serve them.
 */
export function termsFromDemoFiles(dir = DEMO_FILES_DIR): RequestHandler {
  const files = new Set<string>(TERMS_DOCUMENTS.map((document) => document.file));
  return (req, res, next) => {
    const file = /^\/terms\/([^/?#]+)(?:[?#]|$)/.exec(req.url ?? '')?.[1];
    if (!file || !files.has(file) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const body = readFileSync(path.join(dir, file));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const localeFiles = (tag: string) => ({
  login: readJson(`src/shared/i18n/locales/${tag}/login.json`),
  common: readJson(`src/shared/i18n/locales/${tag}/common.json`),
  validation: readJson(`src/shared/i18n/locales/${tag}/validation.json`),
});

/**
 * The login page's static frame in index.html (README "Performance"): painted at once,
 * replaced by the app. Its texts are read from the locale files at build time.
 * The branding known at build time: the demo build's is its mock's (mocks/scenarios/branding.ts),
 * so its frame paints the logo and background at once and the login page keeps them while
 * the branding call is in flight (define __PORTAL_BUILD_BRANDING__, read by
 * src/pages/login/model/branding.ts). Production has none: its branding is the server's.
 */
const buildBranding = useMock ? toBranding(DEMO_BRANDING) : null;
const frameTexts = frameTextsOf({ zh: localeFiles('zh-CN'), en: localeFiles('en-US') }, COPYRIGHT_YEAR);
const frameContract: FrameContract = {
  ids: LOGIN_FRAME_IDS,
  attributes: LOGIN_FRAME_ATTRIBUTES,
  passwordMaxLength: PASSWORD_MAX_LENGTH,
  agreementHref: (kind, locale) => agreementUrl(kind, locale, ''),
  cssUrl,
};
/**
 * The demo build's first captcha image, a file next to the page: its mock starts after the
 * first page, so the frame shows this one at once (its code is DEMO_FIRST_CAPTCHA, which the
 * mock issues when it starts) and the login form keeps it; later ones are the mock's.
 */
const DEMO_CAPTCHA_FILE = 'demo-files/captcha.svg';
function pluginDemoCaptcha(): RsbuildPlugin {
  return {
    name: 'kj:demo-captcha',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(DEMO_CAPTCHA_FILE, new sources.RawSource(drawCaptcha(DEMO_FIRST_CAPTCHA)));
      });
    },
  };
}
// The frame asks for the captcha at once: production the service's, the demo its first one.
const loginFrame = loginFrameHtml(frameTexts, frameContract, {
  branding: buildBranding,
  captchaAddress: useMock ? `./${DEMO_CAPTCHA_FILE}?timestamp=` : captchaAddress(loginVariant, apiBase),
});

/**
 * src/app/html/boot.js as a content-hashed file under static/js/, first in <head>: it picks
 * the frame's language before the first paint, then loads the frame's script
 * (src/app/html/frameForm.js, also hashed, named in its `data-frame-script`) and the app's
 * scripts right after it. The app's `<script defer>` tags are taken out of the page and
 * listed, in order, in the boot script's `data-app-scripts` (README "Performance": on a slow
 * phone the bundle's download would otherwise share the first round trips with the
 * stylesheet the paint waits for). Files and not inline scripts, so the
 * Content-Security-Policy keeps `script-src 'self'`.
 */
export function pluginBoot(): RsbuildPlugin {
  const hashed = (file: string, base: string, ship: (source: string) => string = (source) => source) => {
    const code = ship(readFileSync(file, 'utf8'));
    return { code, name: `static/js/${base}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js` };
  };
  return {
    name: 'kj:boot',
    setup(api) {
      const boot = hashed('src/app/html/boot.js', 'boot');
      const frame = hashed('src/app/html/frameForm.js', 'frame-form', (source) => frameFormScript(source, frameContract));
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        for (const file of [boot, frame]) compilation.emitAsset(file.name, new sources.RawSource(file.code));
      });
      api.modifyHTMLTags(({ headTags, bodyTags }, { assetPrefix }) => {
        const isAppScript = (tag: (typeof headTags)[number]) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
        const appScripts = [...headTags, ...bodyTags].filter(isAppScript).map((tag) => String(tag.attrs?.src));
        const tag = { tag: 'script', attrs: { src: `${assetPrefix}${boot.name}`, 'data-app-scripts': appScripts.join(' '), 'data-frame-script': `${assetPrefix}${frame.name}` } };
        return {
          headTags: [tag, ...headTags.filter((entry) => !isAppScript(entry))],
          bodyTags: bodyTags.filter((entry) => !isAppScript(entry)),
        };
      });
    },
  };
}

/**
 * index.html without its comments and with its inline styles on few lines: the page (its
 * login frame and that frame's CSS) then fits the first round trip of a slow link, about
 * 14 KB uncompressed, which Lighthouse's simulated paint counts (README "Performance").
 * The template keeps its comments for whoever reads it.
 */
function pluginCompactHtml(): RsbuildPlugin {
  return {
    name: 'kj:compact-html',
    setup(api) {
      const compactCss = (css: string) =>
        css
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s*\n\s*/g, '')
          // Around punctuation only: the space of a descendant selector stays.
          .replace(/\s*([{};,])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/;}/g, '}')
          .replace(/([\s,:(])0\.(\d)/g, '$1.$2')
          .replace(/="([\w-]+)"]/g, '=$1]');
      api.modifyHTML((html) =>
        html
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/<style>([\s\S]*?)<\/style>/g, (_block, css: string) => `<style>${compactCss(css)}</style>`)
          // Only the blank text between two tags.
          .replace(/>\s+</g, '><'),
      );
    },
  };
}

/**
 * The production build's page for a deployment that hosts sub-applications (README "Hosting
 * sub-applications"): index.html with the one difference SUB_APPS_POLICY makes, so turning
 * the host on is a choice of page and a registry file, not a rebuild.
 */
export function pluginSubAppsPage(): RsbuildPlugin {
  return {
    name: 'kj:sub-apps-page',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const page = compilation.getAsset('index.html');
        if (!page) return;
        const html = page.source.source().toString();
        const meta = `content="${STRICT_POLICY}"`;
        if (!html.includes(meta)) throw new Error('index.html does not carry the strict Content-Security-Policy');
        compilation.emitAsset(SUB_APPS_PAGE, new sources.RawSource(html.replace(meta, `content="${SUB_APPS_POLICY}"`)));
      });
    },
  };
}

/** Where the build writes: dist/ (production), dist-demo/ (demo) or PORTAL_OUT. */
const outRoot = process.env.PORTAL_OUT ?? 'dist';

/** The portal itself. */
const portal: EnvironmentConfig = {
  plugins: [pluginReact(), pluginBoot(), pluginCompactHtml(), ...(useMock ? [pluginDemoCaptcha()] : [pluginSubAppsPage()])],
  source: {
    entry: { index: './src/app/index.tsx' },
    define: {
      __PORTAL_MOCK__: JSON.stringify(useMock),
      __PORTAL_BUILD_BRANDING__: JSON.stringify(buildBranding),
      __PORTAL_API_BASE__: JSON.stringify(apiBase),
      __PORTAL_REDIRECT_ALLOW__: JSON.stringify(redirectAllowList),
      __PORTAL_DRAWBACK_SUBSCRIPTION_URL__: JSON.stringify(drawbackSubscriptionUrl),
      __PORTAL_IDLE_TIMEOUT_MINUTES__: JSON.stringify(Number(idleTimeoutSetting)),
      __PORTAL_LOGIN_VARIANT__: JSON.stringify(loginVariant),
      __PORTAL_REBRAND_BANNER__: JSON.stringify(rebrandBannerSetting === 'on'),
    },
  },
  resolve: {
    alias: {
      '@': './src',
      '@mocks': './mocks',
      // @mswjs/data's factory requires its GraphQL handler generator, and with it the whole
      // graphql package (~300 KB of the mock's chunk), at load time; the mock never calls
      // toGraphQLHandlers (REST only), so the module is left out (an empty module). msw's own
      // GraphQL parser is a lazy import() that only a GraphQL request would load.
      [path.resolve('node_modules/@mswjs/data/lib/model/generateGraphQLHandlers')]: false,
      // Its date comparators require date-fns's whole CommonJS index for compareAsc alone.
      'date-fns$': './src/app/entrypoint/mockDateFns.ts',
    },
  },
  html: {
    // The portal's one name, as the login page and the shell say it (not a code name).
    title: pageTitle(frameTexts),
    favicon: './src/app/html/favicon.svg',
    template: './src/app/html/index.html',
    // The page that carries the mock also hosts the sample sub-application: it needs the sub-applications' policy.
    templateParameters: { loginFrame, brandColor: BRAND_COLOR, contentSecurityPolicy: useMock ? SUB_APPS_POLICY : STRICT_POLICY },
  },
  output: {
    distPath: { root: outRoot },
    // Relative URLs so the static build works from any host and sub-path.
    assetPrefix: './',
    // Only the mock-carrying builds ship the MSW service worker, and the registry of the sample sub-application.
    copy: useMock
      ? [
          { from: './mocks/public', to: '.' },
          { from: './mocks/sub-app/sub-apps.json', to: 'sub-apps.json' },
        ]
      : [],
  },
  // Shared code under 30 KB stays in the chunks that use it instead of a chunk of its own: a
  // small split chunk costs a request and compresses worse (antd's Checkbox, used by the
  // login page and two onboarding chunks, became a 3 KB chunk of the first visit, over its
  // 296 KB budget; README "Performance").
  performance: { chunkSplit: { strategy: 'split-by-experience', override: { minSize: 30_000 } } },
  tools: {
    rspack: {
      module: {
        // The lib and config segments hold plain functions and constants, no wiring (that lives
        // in model segments). Declared free of side effects, a barrel's unused files drop out of
        // the chunks that import it: the login page no longer carries the onboarding forms'
        // validation rules (a top-level `formatRule(...)` call otherwise counts as a side effect).
        rules: [{ test: /[\\/]src[\\/](?:[^\\/]+[\\/])*(?:lib|config)[\\/].+\.tsx?$/, sideEffects: false }],
      },
    },
  },
};

/**
 * The demo's sample sub-application (mocks/sub-app, README "Sub-application contract"): built
 * with the portal into sub-apps/sample/ of the mock-carrying builds, as a qiankun
 * sub-application is built (a UMD library exporting its lifecycles, in one bundle), and
 * registered by their sub-apps.json. The production build has neither.
 */
export const SAMPLE_PATH = 'sub-apps/sample';
const sample: EnvironmentConfig = {
  source: { entry: { index: './mocks/sub-app/src/main.ts' } },
  html: { template: './mocks/sub-app/index.html', title: 'Sample sub-application' },
  output: {
    // Its own folder, with URLs relative to its page: the page is its entry.
    distPath: { root: path.join(outRoot, SAMPLE_PATH) },
    assetPrefix: './',
    cleanDistPath: false,
  },
  // The dev server serves it from memory under the same path as the builds.
  dev: { assetPrefix: `/${SAMPLE_PATH}/` },
  splitChunks: false,
  tools: {
    rspack: {
      output: {
        library: { name: 'kjSampleSubApp', type: 'umd' },
        // Its own chunk-loading global, so it never shares one with the portal's.
        chunkLoadingGlobal: 'webpackJsonp_kjSampleSubApp',
      },
    },
  },
};

/** What both share: the dev server. */
const server: RsbuildConfig = {
  // Every page compiled at start (about 1 s more on this machine) instead of on first request:
  // under lazy compilation, the sub-applications' warm-up importing pages/sub-app while the
  // shell's chunk was still being compiled left a module out of a chunk (`__webpack_require__`
  // "reading 'call'"), and the signed-in user stayed on a blank /home.
  dev: { lazyCompilation: false },
  // The dev server serves the documents in both of its modes, with the in-browser mock and
  // in dev:proxy: mocks/public (the demo files, among them the platform agreement PDF the
  // mock names, also when `npm run mock:server` answers behind the proxy) and the terms
  // PDFs under ./terms/ (termsFromDemoFiles). Builds are unaffected (copyOnBuild: false);
  // the production build's ./terms/ folder is filled by whoever deploys it (README).
  server: {
    // Before the built-in middlewares (a function returned would run after them).
    setup: ({ server }) => {
      if ('middlewares' in server) server.middlewares.use(termsFromDemoFiles());
    },
    port: Number(process.env.PORT ?? 3000),
    host: '127.0.0.1',
    publicDir: isDev || useMock ? { name: 'mocks/public', copyOnBuild: false } : false,
    proxy:
      proxyTarget && !useMock
        ? Object.fromEntries(
            SERVICE_PREFIXES.map((prefix) => [prefix, { target: proxyTarget, changeOrigin: true }]),
          )
        : undefined,
  },
};

/** The production build is the portal alone; the mock-carrying builds add the sample sub-application. */
export default defineConfig(useMock ? { ...server, environments: { web: portal, sample } } : { ...server, ...portal });
