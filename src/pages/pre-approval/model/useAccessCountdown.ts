import { useEffect, useState } from 'react';
import { AUTH_COUNTDOWN_SECONDS } from '../config/constants';

/**
 * The waiting step's countdown (001 §4, §9): from 60 down to 0 once a second, then from 60
 * again, for as long as the step waits. It starts at 60 when the step mounts (each entry to
 * the step mounts it anew) and its timer ends when `active` turns false or the step unmounts
 * (the back arrow, closing the dialog).
 */
export function useAccessCountdown(active: boolean): number {
  const [remaining, setRemaining] = useState(AUTH_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setRemaining((left) => (left <= 0 ? AUTH_COUNTDOWN_SECONDS : left - 1)), 1000);
    return () => clearInterval(timer);
  }, [active]);

  return remaining;
}
