import { describe, expect, it } from '@rstest/core';
import type { StoreFacts } from '@/entities/pre-approval';
import { storeKey, storesMissingFiles } from './submitCheck';

const store = (id: number | string, platform: string, files = 0): StoreFacts => ({ id, platform, fileList: Array.from({ length: files }, () => ({ fileName: 'a.csv' })) });

/** 001 §5 "Settlement files", §8 "Missing marketplace file": which stores stop the submit. */
const TABLE: [name: string, stores: StoreFacts[], chosen: Record<string, number>, missing: string[]][] = [
  ['no store: nothing missing', [], {}, []],
  ['a global-marketplace store with neither stored nor chosen files', [store(1, 'Amazon SC')], {}, ['1']],
  ['... with a file stored on the server', [store(1, 'Amazon SC', 1)], {}, []],
  ['... with a file chosen now', [store(1, 'Amazon SC')], { '1': 1 }, []],
  ['... a chosen count of 0 is none', [store(1, 'Amazon SC')], { '1': 0 }, ['1']],
  ['vendor-platform and Others stores need no file', [store(1, 'JD VC'), store(2, 'Others')], {}, []],
  ['files chosen for another store do not count', [store(1, 'Amazon SC'), store(2, 'Amazon SC')], { '2': 3 }, ['1']],
  ['every missing store, in table order', [store(3, 'Amazon SC'), store(1, 'JD VC'), store(2, 'Amazon SC'), store(4, 'Amazon SC', 2)], {}, ['3', '2']],
];

describe('storesMissingFiles (001 §5)', () => {
  it.each(TABLE)('%s', (_name, stores, chosen, missing) => {
    expect(storesMissingFiles(stores, chosen)).toEqual(missing);
  });

  it('keys a store by its id as text (numeric and text ids alike)', () => {
    expect(storeKey({ id: 7 })).toBe('7');
    expect(storeKey({ id: 'a7' })).toBe('a7');
  });
});
