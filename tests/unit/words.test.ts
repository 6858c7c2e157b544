import { afterEach, describe, expect, it } from '@rstest/core';
import { forbiddenTexts, untranslatedTexts } from '@tests/support/words';

/**
 * The bilingual words check itself (tests/support/words.ts): every component test ends with
 * it (tests/setup/unit.ts) and the end-to-end sweeps judge each state with it, so a check
 * that found nothing any more would pass them all.
 */
function page(html: string): Element {
  document.body.innerHTML = html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the words check of a screen in one language', () => {
  it('finds the other language’s resource texts, in text and in accessible names, placeholders and titles', () => {
    const body = page('<button>Cancel</button><input placeholder="取消"><span title="确认">x</span><p aria-label="Confirm">y</p>');
    expect(untranslatedTexts(body, forbiddenTexts('en'))).toEqual(['untranslated: 取消', 'untranslated: 确认']);
    expect(untranslatedTexts(body, forbiddenTexts('zh'))).toEqual(['untranslated: Cancel', 'untranslated: Confirm']);
  });

  it('finds a raw nested key, with or without its namespace, and an antd icon that names itself', () => {
    const body = page('<p>common:language.label</p><p>language.label</p><span class="anticon" role="img" aria-label="bell"></span>');
    expect(untranslatedTexts(body, forbiddenTexts('en'))).toEqual(['key: common:language.label', 'key: language.label', 'icon named in English: bell']);
  });

  it('leaves out what is hidden from everyone, a part marked in the other language, and the parts asked to skip', () => {
    const body = page(
      '<p hidden>Cancel</p><p aria-hidden="true">Confirm</p><span class="anticon" role="img" aria-label="bell" aria-hidden="true"></span>' +
        '<section lang="en"><button>Cancel</button></section><div class="toast">Confirm</div>',
    );
    expect(untranslatedTexts(body, forbiddenTexts('zh'), '.toast')).toEqual([]);
    expect(untranslatedTexts(body, forbiddenTexts('zh'))).toEqual(['untranslated: Confirm']);
  });

  it('passes a screen wholly in its language, texts both languages share included', () => {
    const body = page('<h1>取消</h1><p>简体中文</p><p>English</p>');
    expect(untranslatedTexts(body, forbiddenTexts('zh'))).toEqual([]);
  });
});
