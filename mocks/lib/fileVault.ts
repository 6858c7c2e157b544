/*
 * Where the demo keeps the uploaded files too large for the session-storage snapshot
 * (mediaBytes.ts): the browser's IndexedDB, whose quota holds many 10 MB files. A sales
 * demo uploads real scans and photos, often over 300 KB, and must show them again after a
 * reload (the language switch reloads). Without IndexedDB (Node tests, some private modes)
 * every call does nothing and such a file comes back as a demo file of its type.
 */
const DB_NAME = 'kj-mock-files';
const STORE = 'bytes';
/** Files older than this are dropped on the next write: the snapshot they belong to is per tab and short-lived. */
const KEEP_MS = 24 * 60 * 60 * 1000;

interface Entry {
  bytes: Uint8Array;
  savedAt: number;
}

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** Runs one request in a transaction; resolves with its result, or undefined when there is no vault or it fails. */
async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export async function vaultPut(id: string, bytes: Uint8Array): Promise<void> {
  const now = Date.now();
  await run('readwrite', (store) => {
    store.put({ bytes, savedAt: now } satisfies Entry, id);
    // Drops what earlier demo sessions left behind.
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      if (now - (at.value as Entry).savedAt > KEEP_MS) at.delete();
      at.continue();
    };
  });
}

export async function vaultGet(id: string): Promise<Uint8Array | null> {
  const entry = await run<Entry | undefined>('readonly', (store) => store.get(id) as IDBRequest<Entry | undefined>);
  return entry?.bytes ?? null;
}

export async function vaultDelete(id: string): Promise<void> {
  await run('readwrite', (store) => {
    store.delete(id);
  });
}
