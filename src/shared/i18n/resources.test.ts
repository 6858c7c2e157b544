import { describe, expect, it } from '@rstest/core';
import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n resources', () => {
  it('zh-CN and en-US have exactly the same namespaces and keys', () => {
    expect(keysOf(resources['zh-CN']).sort()).toEqual(keysOf(resources['en-US']).sort());
  });

  it('has no empty translation in either locale', () => {
    for (const [locale, tree] of Object.entries(resources)) {
      const empty = keysOf(tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value === 'string' && value.trim() === '';
      });
      expect({ locale, empty }).toEqual({ locale, empty: [] });
    }
  });
});
