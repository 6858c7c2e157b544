import { describe, expect, it } from '@rstest/core';
import { agreementUrl } from './agreementUrl';

describe('agreement links (000 §2: host of the deployment, language CN or EN)', () => {
  it.each([
    ['user', 'zh', 'https://portal.example.com', 'https://portal.example.com/agreement/user?lang=CN'],
    ['privacy', 'zh', 'https://portal.example.com', 'https://portal.example.com/agreement/privacy?lang=CN'],
    ['user', 'en', 'https://uat.example.cn', 'https://uat.example.cn/agreement/user?lang=EN'],
    ['privacy', 'en', 'http://127.0.0.1:3000', 'http://127.0.0.1:3000/agreement/privacy?lang=EN'],
  ] as const)('%s in %s on %s', (kind, locale, origin, expected) => {
    expect(agreementUrl(kind, locale, origin)).toBe(expected);
  });

  it('defaults to the page origin', () => {
    expect(agreementUrl('privacy', 'en')).toBe(`${window.location.origin}/agreement/privacy?lang=EN`);
  });
});
