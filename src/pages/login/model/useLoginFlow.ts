import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useEnterpriseChoice } from '@/features/choose-enterprise';
import type { LoginOutcome, LoginUser } from './useLoginByPassword';
import { $signedIn, sessionCleared, sessionUpdated, useCheckLoginMutation, useIsOtpRequiredMutation, useLogoutMutation, userSignedIn } from '@/entities/session';
import { productTypesOrAll, takeForcedSignIn } from '@/shared/api';
import { localeKept } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import { readLoginQuery } from '../lib/query';

/** The modes of the login page (000 §2 "Login page modes"). */
export type LoginMode =
  | { kind: 'login' }
  | { kind: 'initialise' | 'reset'; loginName: string; password: string; notice: string | null; tokenUuid?: string | null }
  | { kind: 'forgot' }
  | { kind: 'register' }
  | { kind: 'otp'; loginName: string; user: LoginUser | null };

/**
 * The login page's state machine: which mode shows, what the login form starts with, and
 * the steps after a password login (000 §4 "Login flow" steps 4 and 5):
 * OTP question → OTP step or login complete → enterprise choice. Also the on-arrival
 * rules: `action=register` logs out and clears storage first, an existing single-sign-on
 * session without OTP goes straight to the enterprise choice.
 */
export function useLoginFlow() {
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readLoginQuery(searchParams), [searchParams]);
  const registerOnArrival = query.action === 'register';
  const [mode, setModeState] = useState<LoginMode>(() => (registerOnArrival ? { kind: 'register' } : { kind: 'login' }));
  /** Whether the mode has changed since arrival: focus then moves to the new mode's first field. */
  const [switched, setSwitched] = useState(registerOnArrival);
  /** Account the login form starts with, and a key that remounts it (fresh captcha, cleared fields). */
  const [account, setAccount] = useState(query.userName ?? '');
  const [loginKey, setLoginKey] = useState(0);
  const [resuming, setResuming] = useState(false);
  /**
   * The location a finished sign-in navigated away from. Until the router shows the next
   * page (its code may still be loading) the page stays busy: a second login would send
   * the used captcha again. A navigation that lands on the login page itself (an empty
   * menu, 000 §4 step 5) has a new location and frees the form.
   */
  const { key: locationKey } = useLocation();
  const [leftFrom, setLeftFrom] = useState<string | null>(null);

  const [checkLogin] = useCheckLoginMutation();
  const [isOtpRequired] = useIsOtpRequiredMutation();
  const [logout] = useLogoutMutation();
  const choice = useEnterpriseChoice();
  const startChoice = choice.start;

  const setMode = useCallback((next: LoginMode) => {
    setModeState(next);
    setSwitched(true);
  }, []);

  /** From the login mode to another, remembering the account typed so far. */
  const leaveLogin = useCallback(
    (next: LoginMode, typedAccount: string) => {
      setAccount(typedAccount);
      setMode(next);
    },
    [setMode],
  );

  /** Back to the login mode with a fresh form (fields as given, captcha refreshed). */
  const backToLogin = useCallback(
    (nextAccount = '') => {
      setAccount(nextAccount);
      setLoginKey((key) => key + 1);
      setMode({ kind: 'login' });
    },
    [setMode],
  );

  const otpRequired = useCallback(
    () => isOtpRequired({ productType: productTypesOrAll(query.productType) }).unwrap(),
    [isOtpRequired, query.productType],
  );

  /** Login complete (000 §4 step 6): session values and the language kept, then the enterprise choice. */
  const complete = useCallback(
    async (loginName: string | null, user: LoginUser | null) => {
      if (loginName) userSignedIn({ loginName, loginUser: user ? { ...user } : null });
      localeKept();
      const outcome = await startChoice({ entryProductType: query.productType, scenario: query.scenario });
      if (outcome === 'navigated') setLeftFrom(locationKey);
    },
    [startChoice, query.productType, query.scenario, locationKey],
  );

  /** What the login form reports; a rejection shows under the login form. */
  const onLoginOutcome = useCallback(
    async (outcome: LoginOutcome) => {
      if (outcome.kind === 'initialise') {
        setMode({ kind: 'initialise', loginName: outcome.loginName, password: outcome.password, notice: null, tokenUuid: outcome.tokenUuid });
        return;
      }
      if (outcome.kind === 'reset') {
        setMode({ kind: 'reset', loginName: outcome.loginName, password: outcome.password, notice: outcome.message || null });
        return;
      }
      if (await otpRequired()) {
        setMode({ kind: 'otp', loginName: outcome.loginName, user: outcome.user });
        return;
      }
      await complete(outcome.loginName, outcome.user);
    },
    [setMode, otpRequired, complete],
  );

  const onOtpVerified = useCallback(async () => {
    if (mode.kind === 'otp') await complete(mode.loginName, mode.user);
  }, [mode, complete]);

  // On arrival, once (StrictMode mounts effects twice in development).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (registerOnArrival) {
      // 000 §2: action=register logs out and clears local storage first.
      sessionCleared();
      storage.clear('local');
      storage.clear('session');
      logout()
        .unwrap()
        .catch(() => undefined);
      return;
    }
    // Sent here by 830005 (000 §8): the user signs in again, no session is resumed.
    if (takeForcedSignIn()) return;
    // Signed out on purpose, by the idle timeout or for a company without a menu, even if the
    // server did not hear the logout: resuming the session would undo it (the timeout), or
    // offer the same companies again at once (an empty menu).
    if (query.reason) return;
    // A tab already signed in that opens /login?isReFlag=1 belongs to the navigation guard,
    // which takes it to the transaction details (000 §2 "Navigation guard"). Resuming the
    // session here too would navigate a second time, to the enterprise's page, and win.
    if (query.isReFlag === '1' && $signedIn.getState()) return;
    void (async () => {
      try {
        const authCode = await checkLogin().unwrap();
        if (!authCode) return;
        sessionUpdated({ authCode });
        // 000 §4 step 5: an existing session without OTP loads the companies at once.
        if (await otpRequired()) return;
        setResuming(true);
        await complete(null, null);
      } catch {
        // No session, or it could not be resumed: the login form stays.
      } finally {
        setResuming(false);
      }
    })();
  }, [registerOnArrival, query.isReFlag, query.reason, checkLogin, logout, otpRequired, complete]);

  return {
    query,
    mode,
    setMode,
    switched,
    account,
    loginKey,
    backToLogin,
    leaveLogin,
    onLoginOutcome,
    onOtpVerified,
    /** An existing session or a finished login is being taken to its enterprise, or has left for it. */
    busy: resuming || choice.running || leftFrom === locationKey,
  };
}
