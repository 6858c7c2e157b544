/*
 * The first script of index.html (rsbuild.config.ts, pluginBoot: emitted under a content
 * hash, first in <head>; a same-origin file, so the policy keeps script-src 'self').
 *
 * 1. Before the first paint it chooses, with the rule of src/shared/i18n/locale.ts
 *    (resolveLocale: the `lang` query, then the stored locale, then Chinese on the login
 *    page), the language of <html>, which the pre-rendered login frame shows, and shows the
 *    frame only on the login page in its login mode (README "Performance").
 * 2. It loads the app's scripts (its own data-app-scripts, in order) right after the first
 *    paint: the frame is on screen before the bundle is downloaded, parsed and run, and on
 *    a slow phone the bundle does not compete with the stylesheet the paint waits for.
 * 3. With the frame, right after the first paint and ahead of the app's scripts, it loads
 *    the frame's own script (frameForm.js, its data-frame-script), which makes the frame the
 *    login form; meanwhile it keeps the browser from submitting the form itself. That script
 *    is not in this one: this one is in the way of the first paint, and on a slow phone each
 *    of its kilobytes showed (README "Performance").
 * Dependency-free ES5: it runs before anything else.
 */
/* global document, location, window, requestAnimationFrame */
(function () {
  var root = document.documentElement;
  var self = document.currentScript;
  var appScripts = ((self && self.getAttribute('data-app-scripts')) || '').split(' ');
  var frameScript = (self && self.getAttribute('data-frame-script')) || '';
  try {
    var route = location.hash.replace(/^#/, '') || '/';
    var cut = route.indexOf('?');
    var path = cut < 0 ? route : route.slice(0, cut);
    var query = cut < 0 ? '' : route.slice(cut + 1);
    var param = function (name) {
      var match = new RegExp('(?:^|&)' + name + '=([^&]*)').exec(query);
      return match ? decodeURIComponent(match[1].replace(/\+/g, ' ')).toLowerCase() : null;
    };
    // zh or en as stored (000 §9); earlier builds wrote it as a JSON string ("zh").
    var stored = null;
    try {
      stored = (localStorage.getItem('locale') || '').replace(/^"(.*)"$/, '$1');
    } catch {
      stored = null;
    }
    var lang = param('lang');
    var isLogin = path === '' || path === '/' || path === '/login';
    var locale =
      lang === 'en' || lang === 'en-us' ? 'en'
      : lang === 'zh' || lang === 'zh-cn' ? 'zh'
      : stored === 'en' || stored === 'zh' ? stored
      : isLogin ? 'zh' : 'en';
    root.lang = locale === 'en' ? 'en-US' : 'zh-CN';
    // The frame is the login mode only: action=register opens the register mode.
    if (isLogin && param('action') !== 'register') root.setAttribute('data-login-frame', '');
  } catch {
    // No frame: the page paints when the app starts, as it would without this script.
  }

  var framed = root.hasAttribute('data-login-frame');
  if (framed) {
    // Until frameForm.js has come: a submission by the browser itself would reload the page.
    document.addEventListener('submit', function (event) {
      if (event.target && event.target.id === 'lf-form') event.preventDefault();
    });
  }

  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    // The frame's script first (it asks for the captcha), then the app's. Not before the
    // first paint: what starts earlier counts among what the paint waited for (Lighthouse's LCP).
    var scripts = (framed && frameScript ? [frameScript] : []).concat(appScripts);
    for (var i = 0; i < scripts.length; i += 1) {
      if (!scripts[i]) continue;
      var script = document.createElement('script');
      script.src = scripts[i];
      // Inserted scripts run in insertion order, like the deferred tags they stand for.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // On the login page, once the frame is on screen: the browser reports its first
  // contentful paint after the frame was presented (a frame callback would run before it).
  // Elsewhere, or where paint timing is missing, right after the next frame. A hidden tab
  // renders no frames: there the app starts once the document is parsed.
  if (document.visibilityState === 'hidden') {
    document.addEventListener('DOMContentLoaded', startApp);
  } else if (framed && window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i += 1) {
        if (entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          setTimeout(startApp, 0);
        }
      }
    }).observe({ type: 'paint', buffered: true });
    // A safety net: the app starts even if no paint is ever reported.
    setTimeout(startApp, 3000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  }
})();
