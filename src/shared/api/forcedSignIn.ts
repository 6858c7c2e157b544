import { storage } from '@/shared/lib/storage';

/** Session-storage key: the last /login arrival was a forced one (830005). */
const FORCED_KEY = 'forcedSignIn';

/**
 * Marks the coming arrival at /login as forced (000 §8: 830005, signed in elsewhere), so
 * that the login page asks for a sign-in instead of resuming a single-sign-on session the
 * server may still report (000 §4 "Login flow" step 5): resuming it took the user straight
 * back to the page the server had sent away from.
 */
export function markForcedSignIn(): void {
  storage.set('session', FORCED_KEY, true);
}

/** Whether the login page was reached through 830005; reading it clears the mark. */
export function takeForcedSignIn(): boolean {
  const forced = storage.get<boolean>('session', FORCED_KEY) === true;
  storage.remove('session', FORCED_KEY);
  return forced;
}
