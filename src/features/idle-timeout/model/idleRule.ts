/** The warning comes this long before the sign-out (one minute). */
export const WARNING_MS = 60_000;

/**
 * Where an idle session stands at `now`:
 * - active until one minute before the deadline (`warnAt`: when to look again);
 * - warning during the last minute (`signOutAt`: the deadline, for the countdown);
 * - expired from the deadline on (last activity + timeout).
 */
export type IdleState = { phase: 'active'; warnAt: number } | { phase: 'warning'; signOutAt: number } | { phase: 'expired' };

export function idleState(now: number, lastActivity: number, timeoutMs: number): IdleState {
  const signOutAt = lastActivity + timeoutMs;
  if (now >= signOutAt) return { phase: 'expired' };
  const warnAt = signOutAt - WARNING_MS;
  return now >= warnAt ? { phase: 'warning', signOutAt } : { phase: 'active', warnAt };
}

/**
 * The last activity that counts for this tab: the later of its own and the one every tab
 * shares (activity in any tab keeps all of them signed in). A shared time in the future
 * is ignored: it cannot come from input, and would keep the session open for ever.
 */
export function latestActivity(own: number, shared: number | null, now: number): number {
  return shared !== null && shared <= now && shared > own ? shared : own;
}
