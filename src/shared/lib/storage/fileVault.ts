/**
 * Where files too large for Web Storage are kept (a 10 MB settlement file does not fit the
 * session storage's few megabytes, nor does its base64): the browser's IndexedDB, whose
 * quota holds many of them. What refers to a file (its name, its place in a draft) stays in
 * Web Storage; the vault keeps only the bytes, under the id given. Without IndexedDB (Node,
 * some private modes) or when it fails, every call does nothing: a put answers false, a get
 * null, so the caller can tell that the file lives only as long as the page.
 *
 * Each call opens the database and closes it when its transaction is over: nothing is held
 * open between calls, and nothing runs before the first call.
 */
const STORE = 'bytes';

interface Entry {
  /** Read back as a copy of what was put, on an ArrayBuffer of its own (structured clone). */
  bytes: Uint8Array<ArrayBuffer>;
  savedAt: number;
}

export interface FileVault {
  /** Keeps `bytes` under `id`; true once they are there (a reload right after finds them). */
  put(id: string, bytes: Uint8Array): Promise<boolean>;
  get(id: string): Promise<Uint8Array<ArrayBuffer> | null>;
  remove(ids: readonly string[]): Promise<void>;
  /** Drops every file of the vault. */
  clear(): Promise<void>;
}

function open(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** Runs `work` in one transaction; resolves with its request's result (true when it has none), or undefined when there is no vault or it fails. */
async function run<T>(name: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | true | undefined> {
  const db = await open(name);
  if (!db) return undefined;
  return new Promise((resolve) => {
    const done = (value: T | true | undefined) => {
      db.close();
      resolve(value);
    };
    try {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => done(request ? request.result : true);
      transaction.onerror = () => done(undefined);
      transaction.onabort = () => done(undefined);
    } catch {
      done(undefined);
    }
  });
}

/**
 * A vault in its own database `name`. A file older than `keepMs` is dropped on the next
 * put: what refers to it (a tab's session storage) is gone by then, or should be.
 */
export function createFileVault({ name, keepMs }: { name: string; keepMs: number }): FileVault {
  return {
    async put(id, bytes) {
      const now = Date.now();
      const stored = await run(name, 'readwrite', (store) => {
        store.put({ bytes, savedAt: now }, id);
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          if (now - (at.value as Entry).savedAt > keepMs) at.delete();
          at.continue();
        };
      });
      return stored !== undefined;
    },
    async get(id) {
      const entry = await run<Entry | undefined>(name, 'readonly', (store) => store.get(id) as IDBRequest<Entry | undefined>);
      return entry && entry !== true ? entry.bytes : null;
    },
    async remove(ids) {
      if (ids.length === 0) return;
      await run(name, 'readwrite', (store) => ids.forEach((id) => store.delete(id)));
    },
    async clear() {
      await run(name, 'readwrite', (store) => {
        store.clear();
      });
    },
  };
}

/**
 * Files the user chose and has not sent yet, kept with the tab's drafts (the pre-approval
 * settlement files): a week at most, and cleared by a logout with the session storage that
 * lists them.
 */
export const heldFiles = createFileVault({ name: 'kj-held-files', keepMs: 7 * 24 * 60 * 60 * 1000 });
