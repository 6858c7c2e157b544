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
 * 3. It makes the frame the login form before the app arrives (src/app/html/loginFrame.ts;
 *    the ids: src/shared/config/loginFrame.ts): the language select, the agreement box, the
 *    captcha (asked for right after the first paint, ahead of the app's scripts), the required fields'
 *    messages, and what Login (or Enter) and the two links asked for, kept in the form's
 *    data-intent with the button showing it is working. The app's login form adopts what was
 *    typed and carries the intent out when it mounts (src/pages/login/model/frameInput.ts).
 *    Its listeners sit on the document, so they work from the first paint on.
 * Dependency-free ES5: it runs before anything else.
 */
/* global document, location, window, requestAnimationFrame */
(function () {
  var root = document.documentElement;
  var appScripts = ((document.currentScript && document.currentScript.getAttribute('data-app-scripts')) || '').split(' ');
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

  var loadCaptcha = wireLoginFrame();

  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    // The captcha first, ahead of the app's scripts; not before the first paint, which a
    // request started earlier would count among what the paint waited for (Lighthouse's LCP).
    if (loadCaptcha) loadCaptcha();
    for (var i = 0; i < appScripts.length; i += 1) {
      if (!appScripts[i]) continue;
      var script = document.createElement('script');
      script.src = appScripts[i];
      // Inserted scripts run in insertion order, like the deferred tags they stand for.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // On the login page, once the frame is on screen: the browser reports its first
  // contentful paint after the frame was presented (a frame callback would run before it).
  // Elsewhere, or where paint timing is missing, right after the next frame. A hidden tab
  // renders no frames: there the app starts once the document is parsed.
  var framed = root.hasAttribute('data-login-frame');
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

  /** Wires the frame; returns what asks for its captcha (null without the frame). */
  function wireLoginFrame() {
    if (!root.hasAttribute('data-login-frame')) return null;
    var byId = function (id) {
      return document.getElementById(id);
    };
    var FIELDS = ['lf-account', 'lf-password', 'lf-captcha'];
    var inFrame = function (node) {
      var form = byId('lf-form');
      return Boolean(form && node && node.nodeType === 1 && form.contains(node));
    };

    // The captcha image: production's frame names its address (data-captcha); the demo's
    // captcha is its mock's, shown by the app once the mock has started. The image is read
    // into an object URL, which the app's form shows on as it is: asking for it again would
    // draw a new code and make the one being typed wrong.
    var captchaRequests = 0;
    function loadCaptcha() {
      var form = byId('lf-form');
      var image = byId('lf-captcha-image');
      var address = form && form.getAttribute('data-captcha');
      if (!address || !image) return;
      var url = address + Date.now();
      var request = (captchaRequests += 1);
      var show = function (src) {
        if (request !== captchaRequests) return;
        var previous = image.getAttribute('src') || '';
        image.src = src;
        image.hidden = false;
        if (previous.indexOf('blob:') === 0) URL.revokeObjectURL(previous);
      };
      if (!window.fetch || !window.URL || !URL.createObjectURL) {
        show(url);
        return;
      }
      fetch(url, { credentials: 'include' })
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          return response.blob();
        })
        .then(function (blob) {
          show(URL.createObjectURL(blob));
        })
        .catch(function () {
          // Another host that refuses to be read (CORS): the image itself, by its address.
          show(address + Date.now());
        });
    }

    function showError(input, shown) {
      var error = byId(input.id + '-error');
      if (error) error.hidden = !shown;
      input.setAttribute('aria-invalid', shown ? 'true' : 'false');
    }

    function keep(form, intent, button) {
      form.setAttribute('data-intent', intent);
      button.setAttribute('aria-busy', 'true');
    }

    document.addEventListener('change', function (event) {
      var target = event.target;
      if (!inFrame(target) && !(target && target.id === 'lf-locale')) return;
      if (target.id === 'lf-locale' && (target.value === 'zh' || target.value === 'en')) {
        // As the app's select stores it (000 §9); the frame shows the other language at once.
        root.lang = target.value === 'en' ? 'en-US' : 'zh-CN';
        target.setAttribute('data-chosen', '');
        try {
          localStorage.setItem('locale', target.value);
        } catch {
          // Not stored: the app starts in the language of the address, as it would anyway.
        }
      } else if (target.id === 'lf-agreed') {
        byId('lf-submit').disabled = !target.checked;
      }
    });

    document.addEventListener('input', function (event) {
      var target = event.target;
      if (inFrame(target) && FIELDS.indexOf(target.id) >= 0 && target.value.trim()) showError(target, false);
    });

    document.addEventListener('click', function (event) {
      var target = event.target && event.target.closest ? event.target : null;
      if (!target || !inFrame(target)) return;
      var form = byId('lf-form');
      var link = target.closest('[data-intent]');
      if (link && link !== form && !form.hasAttribute('data-intent')) keep(form, link.getAttribute('data-intent'), link);
      if (target.closest('#lf-captcha-refresh')) loadCaptcha();
      var toggle = target.closest('#lf-password-toggle');
      if (toggle) {
        var shown = toggle.getAttribute('aria-pressed') !== 'true';
        toggle.setAttribute('aria-pressed', shown ? 'true' : 'false');
        byId('lf-password').type = shown ? 'text' : 'password';
      }
    });

    document.addEventListener('submit', function (event) {
      var form = event.target;
      if (!form || form.id !== 'lf-form') return;
      event.preventDefault();
      if (form.hasAttribute('data-intent')) return;
      var firstEmpty = null;
      for (var i = 0; i < FIELDS.length; i += 1) {
        var input = byId(FIELDS[i]);
        var empty = !input.value.trim();
        showError(input, empty);
        if (empty && !firstEmpty) firstEmpty = input;
      }
      if (firstEmpty) {
        firstEmpty.focus();
        return;
      }
      keep(form, 'login', byId('lf-submit'));
    });

    // Another page asked for before the app arrived (the terms link): the frame steps aside.
    window.addEventListener('hashchange', function () {
      var route = location.hash.replace(/^#/, '') || '/';
      var path = route.split('?')[0];
      if (path !== '' && path !== '/' && path !== '/login') root.removeAttribute('data-login-frame');
    });

    document.addEventListener('DOMContentLoaded', function () {
      var select = byId('lf-locale');
      if (select) select.value = root.lang.indexOf('en') === 0 ? 'en' : 'zh';
    });
    return loadCaptcha;
  }
})();
