/**
 * The one place that touches Web Storage. Values are JSON-encoded; a value that does not
 * parse (written by an older build, or by hand) reads as missing instead of throwing.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access can throw when storage is disabled (privacy modes, sandboxed frames).
    return null;
  }
}

export const storage = {
  get<T>(which: StorageArea, key: string): T | null {
    const raw = area(which)?.getItem(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set<T>(which: StorageArea, key: string, value: T): void {
    if (value === undefined || value === null) {
      area(which)?.removeItem(key);
      return;
    }
    area(which)?.setItem(key, JSON.stringify(value));
  },
  remove(which: StorageArea, key: string): void {
    area(which)?.removeItem(key);
  },
  clear(which: StorageArea): void {
    area(which)?.clear();
  },
};
