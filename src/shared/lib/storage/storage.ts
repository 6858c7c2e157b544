/**
 * The one place that touches Web Storage. A value is written with a codec:
 * - `json` (the default): the portal's own keys; a value that does not parse (written by
 *   hand, or cut off) reads as missing instead of throwing;
 * - `text` and `flag`: the specification's plain values, which embedded sub-applications
 *   read by name (000 §3 "Session values kept", §9 "kept in local storage (zh or en)"):
 *   `zh`, not `"zh"`; `true`, not a JSON document.
 * A value stored in another form than its codec writes (a JSON string literal written by
 * an earlier build under a key that is now plain) is read once in that form and rewritten,
 * so an upgrade keeps a signed-in session.
 *
 * Clearing the session area also drops the held files (fileVault.ts): the content of the
 * files a tab's drafts list, too large for session storage, goes with the drafts (a logout,
 * 000 §4). IndexedDB is the whole site's, so another tab's held files go too.
 */
export type StorageArea = 'local' | 'session';

export interface Codec<T> {
  encode(value: T): string;
  /** The value a stored text holds; null when it holds none. */
  decode(raw: string): T | null;
}

/** A JSON string literal ("zh", with its quotes) as earlier builds wrote every value. */
function jsonString(raw: string): string | null {
  if (!raw.startsWith('"')) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export const codecs = {
  json: {
    encode: (value: unknown) => JSON.stringify(value),
    decode: (raw: string) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
  } satisfies Codec<unknown>,
  text: { encode: (value: string) => value, decode: (raw: string) => jsonString(raw) ?? raw } satisfies Codec<string>,
  flag: {
    encode: (value: boolean) => String(value),
    decode: (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : null),
  } satisfies Codec<boolean>,
};

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Access can throw when storage is disabled (privacy modes, sandboxed frames).
    return null;
  }
}

export const storage = {
  get<T>(which: StorageArea, key: string, codec: Codec<T> = codecs.json as Codec<T>): T | null {
    const store = area(which);
    const raw = store?.getItem(key);
    if (raw == null) return null;
    const value = codec.decode(raw);
    if (value !== null && codec.encode(value) !== raw) store?.setItem(key, codec.encode(value));
    return value;
  },
  set<T>(which: StorageArea, key: string, value: T | null | undefined, codec: Codec<T> = codecs.json as Codec<T>): void {
    if (value === undefined || value === null) {
      area(which)?.removeItem(key);
      return;
    }
    area(which)?.setItem(key, codec.encode(value));
  },
  remove(which: StorageArea, key: string): void {
    area(which)?.removeItem(key);
  },
  clear(which: StorageArea): void {
    area(which)?.clear();
    // Loaded when needed: the IndexedDB code stays out of the first visit's script.
    if (which === 'session') void import('./fileVault').then((vault) => vault.heldFiles.clear());
  },
};
