import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut, type SignOutDeps } from '@/entities/session';
import { startIdleClock, type IdleClock } from './idleClock';

export interface IdleTimeout {
  /** Seconds until the sign-out while the warning shows; null while the user is active. */
  secondsLeft: number | null;
  /** Stay signed in: counts as the user's input, in every tab. */
  extend(): void;
  /** Sign out now, as the user menu's logout does. */
  signOutNow(): void;
}

/**
 * The idle timeout of a signed-in tab (startIdleClock) and its two ends: time up signs out
 * for inactivity, keeping the unsaved input for the return to the page the user was on
 * (the login's `refer`); "Sign out now" is the ordinary logout.
 */
export function useIdleTimeout(timeoutMs: number): IdleTimeout {
  const dispatch = useDispatch<SignOutDeps['dispatch']>();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const clock = useRef<IdleClock | null>(null);

  // Read when the time is up: the page the user is on then, not when the clock started.
  const leave = useRef<(inactivity: boolean) => void>(() => undefined);
  useEffect(() => {
    const route = `${pathname}${search}`;
    const productType = new URLSearchParams(search).get('productType');
    leave.current = (inactivity) =>
      void signOut({ dispatch, navigate }, inactivity ? { productType, inactivity: { returnTo: route } } : { productType });
  }, [dispatch, navigate, pathname, search]);

  useEffect(() => {
    const onExpired = () => {
      setSecondsLeft(null);
      leave.current(true);
    };
    const started = startIdleClock({ timeoutMs, target: window, onWarning: setSecondsLeft, onExpired });
    clock.current = started;
    return () => started.stop();
  }, [timeoutMs]);

  const extend = useCallback(() => clock.current?.extend(), []);
  const signOutNow = useCallback(() => {
    clock.current?.stop();
    leave.current(false);
  }, []);

  return { secondsLeft, extend, signOutNow };
}
