import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/**
 * A call found the session over (000 §8 "Session expiry"): `code` is the server's 01100 or
 * 10900 (expired), 830005 (signed in elsewhere: `message` is the server's text), or
 * 'REDIRECT' (the gateway sent the call to the single-sign-on page, also an expiry).
 */
export interface SessionEnded {
  code: string;
  message: string;
}

/**
 * What the app gives the API when it builds its store (the store's thunk extra argument),
 * so that the API itself stays plumbing: it reports that a session ended and leaves the
 * policy (alerts, where to sign in again, which page to come back to) to the app.
 */
export interface ApiEnvironment {
  /** Another API origin; absent, the build-time base. The contract tests aim at the Pact mock server with it. */
  baseUrl?: string;
  /** Told of every call the session ended with. Absent, nothing is told (a bare store). */
  sessionEnded?: (ended: SessionEnded) => void;
  /**
   * Runs a sign-out the user asked for. Until it has reached the login page, a session
   * ended by it is expected: the app tells the user nothing about it.
   */
  whileSigningOut?: <T>(signOut: () => Promise<T>) => Promise<T>;
}

/** The environment RTK Query hands a base query (`api.extra`), or an empty one. */
export function environmentOf(extra: unknown): ApiEnvironment {
  return (extra ?? {}) as ApiEnvironment;
}

/**
 * Runs a sign-out (logout, or a password change that ended the session) through the app's
 * environment, so that the polls the ended session answers meanwhile are not announced as
 * an expiry: `dispatch(whileSigningOut(() => …))`.
 */
export function whileSigningOut<T>(signOut: () => Promise<T>): ThunkAction<Promise<T>, unknown, unknown, UnknownAction> {
  return (_dispatch, _getState, extra) => {
    const run = environmentOf(extra).whileSigningOut;
    return run ? run(signOut) : signOut();
  };
}
