import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { IDBFactory } from 'fake-indexeddb';
import { createFileVault } from './fileVault';

const browserIndexedDB = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
const withIndexedDB = () => {
  Object.defineProperty(globalThis, 'indexedDB', { value: new IDBFactory(), configurable: true, writable: true });
};
const withoutIndexedDB = () => {
  if (browserIndexedDB) Object.defineProperty(globalThis, 'indexedDB', browserIndexedDB);
  else Reflect.deleteProperty(globalThis, 'indexedDB');
};

const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = (kept: Uint8Array | null) => (kept ? new TextDecoder().decode(kept) : null);

describe('the file vault (IndexedDB)', () => {
  beforeEach(withIndexedDB);
  afterEach(withoutIndexedDB);

  it('keeps bytes under an id until they are removed or the vault is cleared', async () => {
    const vault = createFileVault({ name: 'probe', keepMs: 60_000 });
    expect(await vault.put('a', bytes('date,amount\n'))).toBe(true);
    expect(await vault.put('b', bytes('second'))).toBe(true);
    expect(textOf(await vault.get('a'))).toBe('date,amount\n');
    await vault.remove(['a']);
    expect(await vault.get('a')).toBeNull();
    expect(textOf(await vault.get('b'))).toBe('second');
    await vault.clear();
    expect(await vault.get('b')).toBeNull();
  });

  it('keeps a file as its content, which a File is made of again', async () => {
    const vault = createFileVault({ name: 'probe-file', keepMs: 60_000 });
    const file = new File(['date,amount\n2025-03-01,10\n'], 'DE settlement 2025-03.csv', { type: 'text/csv' });
    expect(await vault.put('f', new Uint8Array(await file.arrayBuffer()))).toBe(true);
    const kept = await vault.get('f');
    expect(await new File([kept!], file.name, { type: file.type }).text()).toBe('date,amount\n2025-03-01,10\n');
  });

  it('drops files older than its keeping time on the next put', async () => {
    const vault = createFileVault({ name: 'probe-age', keepMs: 0 });
    await vault.put('old', bytes('old'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await vault.put('new', bytes('new'));
    expect(await vault.get('old')).toBeNull();
    expect(textOf(await vault.get('new'))).toBe('new');
  });
});

describe('without IndexedDB', () => {
  it('keeps nothing and says so', async () => {
    const vault = createFileVault({ name: 'probe-none', keepMs: 60_000 });
    expect(await vault.put('a', bytes('x'))).toBe(false);
    expect(await vault.get('a')).toBeNull();
    await expect(vault.remove(['a'])).resolves.toBeUndefined();
    await expect(vault.clear()).resolves.toBeUndefined();
  });
});
