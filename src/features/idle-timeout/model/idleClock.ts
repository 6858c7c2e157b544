import { idleState, latestActivity } from './idleRule';
import { announceIdleSignOut, onIdleSignOutElsewhere, shareActivity, sharedLastActivity } from './sharedActivity';
import { onUserInput } from './userInput';

/** The countdown of the warning moves once a second. */
const TICK_MS = 1000;
/** Input is written for the other tabs at most this often (every key press would be wasteful). */
const SHARE_EVERY_MS = 1000;

export interface IdleClockOptions {
  timeoutMs: number;
  /** The window whose input counts and whose storage events tell of the other tabs. */
  target: Window;
  /** The warning's seconds left, or null when it is not (or no longer) shown. */
  onWarning(secondsLeft: number | null): void;
  /** Time is up: here (the other tabs have been told), or in another tab. Called once. */
  onExpired(): void;
}

export interface IdleClock {
  /** "Stay signed in": counts as the user's input, in every tab. */
  extend(): void;
  /** Stops listening and timing (unmount, or a sign-out the user chose). */
  stop(): void;
}

/**
 * The idle timeout of one tab. Starting counts as activity (signing in, a reload); so does
 * each input of the user in any tab. One minute before the deadline the warning shows, and
 * then only its answer (extend) counts: a Tab key moving between its buttons is no answer.
 * At the deadline the other tabs are told and the tab expires; a tab told so expires too.
 * Timers look again at the moments that matter (the warning, each second of it): the
 * shared last activity may have moved meanwhile in another tab.
 */
export function startIdleClock({ timeoutMs, target, onWarning, onExpired }: IdleClockOptions): IdleClock {
  let own = Date.now();
  let sharedAt = Number.NEGATIVE_INFINITY;
  let warning = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const record = (force: boolean) => {
    own = Date.now();
    if (force || own - sharedAt >= SHARE_EVERY_MS) {
      sharedAt = own;
      shareActivity(own);
    }
  };

  const stop = () => {
    done = true;
    if (timer !== null) clearTimeout(timer);
    stopInput();
    stopFollowing();
    target.document.removeEventListener('visibilitychange', check);
  };

  const expire = (announce: boolean) => {
    if (done) return;
    stop();
    if (announce) announceIdleSignOut(Date.now());
    onExpired();
  };

  const check = () => {
    if (done) return;
    if (timer !== null) clearTimeout(timer);
    const now = Date.now();
    const state = idleState(now, latestActivity(own, sharedLastActivity(), now), timeoutMs);
    if (state.phase === 'expired') {
      expire(true);
      return;
    }
    warning = state.phase === 'warning';
    onWarning(state.phase === 'warning' ? Math.ceil((state.signOutAt - now) / 1000) : null);
    timer = setTimeout(check, state.phase === 'warning' ? Math.min(TICK_MS, state.signOutAt - now) : state.warnAt - now);
  };

  const stopInput = onUserInput(target, () => {
    if (!warning) record(false);
  });
  const stopFollowing = onIdleSignOutElsewhere(target, () => expire(false));
  // A tab shown again looks at once: a hidden tab's timers are slowed (to once a minute in
  // Chromium), and a computer woken from sleep is past its deadline. Showing is no input.
  target.document.addEventListener('visibilitychange', check);
  record(true);
  check();

  return {
    extend() {
      if (done) return;
      record(true);
      check();
    },
    stop,
  };
}
