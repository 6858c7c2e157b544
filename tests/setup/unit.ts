import { afterAll, afterEach, beforeAll, expect, rs } from '@rstest/core';
import { createElement } from 'react';
import { ConfigProvider, message, Modal, notification } from 'antd';
import { cleanup, configure } from '@testing-library/react';
import * as matchers from '@testing-library/jest-dom/matchers';
import { sessionCleared } from '@/entities/session';
import { $locale, localeInitialised, setupI18n } from '@/shared/i18n';
import { stopRecordingNotices } from '@tests/support/notices';
import { forbiddenTexts, untranslatedTexts } from '@tests/support/words';

// Testing Library's DOM matchers (toBeInTheDocument, toBeDisabled, ...) on rstest's expect.
expect.extend(matchers);

/**
 * Every state a component test ends on is in the language it rendered: no text of the other
 * language's resources, no raw key, no icon named in English (tests/support/words.ts). The
 * end-to-end sweeps walk each screen in one language; this is where the other one is judged.
 */
function expectRenderedInOneLanguage() {
  const locale = $locale.getState();
  // Not the toasts: antd shows them from one static holder that outlives a test (outside the
  // tree cleanup unmounts), so a toast of the test before, perhaps in the other language, may
  // still be there. The notifier's own tests read each toast's words.
  const found = untranslatedTexts(document.body, forbiddenTexts(locale), '.ant-message, .ant-notification');
  if (found.length > 0) throw new Error(`texts not in ${locale} at the end of the test:\n${found.join('\n')}`);
}

// rstest does not unmount between tests on its own: without this, renders pile up.
afterEach(() => {
  try {
    expectRenderedInOneLanguage();
  } finally {
    cleanup();
    stopRecordingNotices();
  }
});

// findBy*/waitFor wait up to 5 s: a busy 2-core CI machine renders antd slowly.
configure({ asyncUtilTimeout: 5000 });

/**
 * Test files share a worker's modules and DOM (rstest.config.ts `isolate: false`): each file
 * starts from what a fresh browser tab would have, whatever the previous file left: the
 * default language, no session, empty storage and cookies, no address, real timers.
 */
beforeAll(async () => {
  rs.useRealTimers();
  // The portal's defaults: English (000 §9), no session.
  await setupI18n('en');
  localeInitialised('en');
  sessionCleared();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.location.hash = '';
});

// antd's static toasts and alerts without motion, as the app's theme has them on a device
// asking for reduced motion (rstest.config.ts): a file that raises one before it renders the
// app, or closes it below, must not leave it fading out for ever (happy-dom runs no
// transitions) in front of the next file's.
ConfigProvider.config({ holderRender: (holder) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, holder) });

/**
 * What a file leaves running: the notifier's alerts and toasts that a test did not record
 * (antd's own, outside the tree Testing Library unmounts) are closed, so none stands over the
 * next file. (A sign-out under way belongs to its test's store, app/model/sessionEnding.ts,
 * so it silences nothing in the next file.)
 */
afterAll(() => {
  rs.useRealTimers();
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
});
