import type { DbSnapshot } from '../db';

/**
 * The only place in the mock that touches Web Storage: the browser keeps its mock
 * database in session storage so a reload (the locale switch reloads) keeps the demo's
 * state, while a new tab starts fresh.
 */
const KEY = 'kj-mock-db';
/** Bump when the shape of the models changes, so an old copy is ignored instead of loaded. */
const VERSION = 8;

interface Stored {
  version: number;
  data: DbSnapshot;
}

function area(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage disabled (privacy modes, sandboxed frames): the mock just does not persist.
    return null;
  }
}

export function loadPersisted(): DbSnapshot | null {
  const raw = area()?.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    return stored.version === VERSION ? stored.data : null;
  } catch {
    return null;
  }
}

export function savePersisted(data: DbSnapshot): void {
  try {
    area()?.setItem(KEY, JSON.stringify({ version: VERSION, data } satisfies Stored));
  } catch {
    // Quota exceeded: keep working from memory.
  }
}

export function clearPersisted(): void {
  area()?.removeItem(KEY);
}
