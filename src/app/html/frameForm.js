/*
 * The login frame's script (rsbuild.config.ts, pluginBoot: a content-hashed file, which
 * boot.js loads right after the first paint, ahead of the app's scripts). It makes
 * index.html's frame (src/app/html/loginFrame.ts; the ids: src/shared/config/loginFrame.ts)
 * the login form until the app arrives: the language select, the agreement box, the
 * password's show toggle, the captcha (asked for at once), the required fields' messages,
 * and what Login (or Enter) and the two links asked for, kept in the form's data-intent
 * with the button showing it is working. The app's login form adopts what was typed and
 * carries the intent out when it mounts (src/pages/login/model/frameInput.ts). Its
 * listeners sit on the document. Dependency-free ES5. The build hands it the frame's ids and
 * attributes as FRAME (src/app/html/loginFrame.ts frameFormScript), so it spells none itself.
 */
/* global document, location, window, FRAME */
(function () {
  var root = document.documentElement;
  if (!root.hasAttribute('data-login-frame')) return;
  var byId = function (id) {
    return document.getElementById(id);
  };
  var ID = FRAME.ids;
  var ATTRIBUTE = FRAME.attributes;
  var FIELDS = [ID.account, ID.password, ID.captcha];
  var inFrame = function (node) {
    var form = byId(ID.form);
    return Boolean(form && node && node.nodeType === 1 && form.contains(node));
  };

  // The captcha image, from the address the frame names (data-captcha: production's the
  // service's, the demo's its first captcha, a file). The image is read into an object URL,
  // which the app's form shows on as it is: asking for it again would draw a new code and
  // make the one being typed wrong.
  var captchaRequests = 0;
  function loadCaptcha() {
    var form = byId(ID.form);
    var image = byId(ID.captchaImage);
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
      .then(
        function (response) {
          // An error answer: no image; the app's form asks for its own.
          if (response.ok) return response.blob().then(function (blob) {
            show(URL.createObjectURL(blob));
          });
        },
        function () {
          // Another host that refuses to be read (CORS): the image itself, by its address.
          show(address + Date.now());
        },
      );
  }

  function showError(input, shown) {
    var error = byId(input.id + '-error');
    if (error) error.hidden = !shown;
    input.setAttribute('aria-invalid', shown ? 'true' : 'false');
  }

  function keep(form, intent, button) {
    form.setAttribute(ATTRIBUTE.intent, intent);
    button.setAttribute('aria-busy', 'true');
  }

  document.addEventListener('change', function (event) {
    var target = event.target;
    if (!inFrame(target) && !(target && target.id === ID.locale)) return;
    if (target.id === ID.locale && (target.value === 'zh' || target.value === 'en')) {
      // As the app's select stores it (000 §9); the frame shows the other language at once.
      root.lang = target.value === 'en' ? 'en-US' : 'zh-CN';
      target.setAttribute(ATTRIBUTE.chosen, '');
      try {
        localStorage.setItem('locale', target.value);
      } catch {
        // Not stored: the app starts in the language of the address, as it would anyway.
      }
    } else if (target.id === ID.agreed) {
      byId(ID.submit).disabled = !target.checked;
    }
  });

  // The control with focus, kept on the form: the app's form puts focus back there when it
  // replaces the frame, by which time the element is no longer the page's active element.
  document.addEventListener('focusin', function (event) {
    var form = byId(ID.form);
    if (form && inFrame(event.target)) form.setAttribute(ATTRIBUTE.focus, event.target.id);
    else if (form) form.removeAttribute(ATTRIBUTE.focus);
  });

  document.addEventListener('input', function (event) {
    var target = event.target;
    if (inFrame(target) && FIELDS.indexOf(target.id) >= 0 && target.value.trim()) showError(target, false);
  });

  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest ? event.target : null;
    if (!target || !inFrame(target)) return;
    var form = byId(ID.form);
    var link = target.closest('[' + ATTRIBUTE.intent + ']');
    if (link && link !== form && !form.hasAttribute(ATTRIBUTE.intent)) keep(form, link.getAttribute(ATTRIBUTE.intent), link);
    if (target.closest('#' + ID.captchaRefresh)) loadCaptcha();
    var toggle = target.closest('#' + ID.passwordToggle);
    if (toggle) {
      var shown = toggle.getAttribute('aria-pressed') !== 'true';
      toggle.setAttribute('aria-pressed', shown ? 'true' : 'false');
      byId(ID.password).type = shown ? 'text' : 'password';
    }
  });

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || form.id !== ID.form) return;
    event.preventDefault();
    if (form.hasAttribute(ATTRIBUTE.intent)) return;
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
    keep(form, 'login', byId(ID.submit));
  });

  // Another page asked for before the app arrived (the terms link): the frame steps aside.
  window.addEventListener('hashchange', function () {
    var route = location.hash.replace(/^#/, '') || '/';
    var path = route.split('?')[0];
    if (path !== '' && path !== '/' && path !== '/login') root.removeAttribute('data-login-frame');
  });

  // What happened before this script came: a language picked (the select's own value then
  // differs from the first option, the only one it can show unset), the agreement box unticked.
  var select = byId(ID.locale);
  if (select) {
    var inUse = root.lang.indexOf('en') === 0 ? 'en' : 'zh';
    if (select.selectedIndex > 0 && select.value !== inUse) select.dispatchEvent(new Event('change', { bubbles: true }));
    else select.value = inUse;
    // From now on the select shows its own value (index.html's CSS hides the name drawn over it).
    select.setAttribute('data-ready', '');
  }
  var agreed = byId(ID.agreed);
  if (agreed && !agreed.checked) byId(ID.submit).disabled = true;
  loadCaptcha();
})();
