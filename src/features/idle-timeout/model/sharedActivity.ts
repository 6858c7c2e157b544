import { storage } from '@/shared/lib/storage';

/**
 * Local-storage keys every tab of the portal shares: the time of the last input in any tab,
 * and the mark a tab sets when it signs out for inactivity (the others follow). The
 * sign-out clears local storage, so neither outlives the session.
 */
export const LAST_ACTIVITY_KEY = 'idleLastActivity';
export const IDLE_SIGN_OUT_KEY = 'idleSignedOut';

/** The last input in any tab (ms since the epoch), or null. */
export function sharedLastActivity(): number | null {
  const value = storage.get<number>('local', LAST_ACTIVITY_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Records input at `at` for every tab (an earlier time never replaces a later one). */
export function shareActivity(at: number): void {
  const known = sharedLastActivity();
  if (known === null || at > known) storage.set('local', LAST_ACTIVITY_KEY, at);
}

/** Tells the other tabs that this one signs out for inactivity. */
export function announceIdleSignOut(at: number): void {
  storage.set('local', IDLE_SIGN_OUT_KEY, at);
}

/**
 * Calls `handler` when another tab signs out for inactivity (a storage event reaches only
 * the other tabs of the origin). Returns the function that stops listening.
 */
export function onIdleSignOutElsewhere(target: Window, handler: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === IDLE_SIGN_OUT_KEY && event.newValue !== null) handler();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
