import { describe, expect, it } from '@rstest/core';
import { enUS as SERVER_EN } from '@mocks/messages/en-US';
import { zhCN as SERVER_ZH } from '@mocks/messages/zh-CN';
import { loadDemoResources } from './demo';
import { loadOnboardingResources } from './onboarding';
import { loadResources as loadFirstVisitResources } from './resources';
import type { LanguageTag } from './locale';

/** Every namespace: the first visit's, the onboarding ones and the demo build's. */
const loadResources = async (tag: LanguageTag) => ({
  ...(await loadFirstVisitResources(tag)),
  ...(await loadOnboardingResources(tag)),
  ...(await loadDemoResources(tag)),
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('i18n resources', () => {
  it('zh-CN and en-US have exactly the same namespaces and keys', async () => {
    const [zh, en] = await Promise.all([loadResources('zh-CN'), loadResources('en-US')]);
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
  });

  it('has one no-permission message (000 §6), worded as the server words it in each language', async () => {
    for (const [tag, server] of [['en-US', SERVER_EN], ['zh-CN', SERVER_ZH]] as const) {
      const tree = await loadResources(tag);
      const keys = keysOf(tree).filter((key) => valueAt(tree, key) === server.noPermission);
      expect({ tag, keys }).toEqual({ tag, keys: ['errors.noPermission'] });
    }
  });

  it('has no empty translation and the same interpolations in both locales', async () => {
    const [zh, en] = await Promise.all([loadResources('zh-CN'), loadResources('en-US')]);
    const placeholders = (text: unknown) => String(text).match(/{{\s*\w+\s*}}/g)?.sort() ?? [];
    for (const key of keysOf(en)) {
      expect({ key, en: String(valueAt(en, key)).trim() === '', zh: String(valueAt(zh, key)).trim() === '' }).toEqual({ key, en: false, zh: false });
      expect({ key, vars: placeholders(valueAt(zh, key)) }).toEqual({ key, vars: placeholders(valueAt(en, key)) });
    }
  });

  it("says an upload's accepted types, size and count once, in the field's own hint (upload.rules), not again beside it", async () => {
    for (const tag of ['en-US', 'zh-CN'] as const) {
      const tree = await loadResources(tag);
      // The validation messages say them when a file breaks a rule; that is not a repeat.
      const keys = keysOf(tree).filter((key) => !key.startsWith('validation.') && /\bjpe?g\b|\bbmp\b|\d\s*MB\b/i.test(String(valueAt(tree, key))));
      expect({ tag, keys }).toEqual({ tag, keys: [] });
    }
  });
});
