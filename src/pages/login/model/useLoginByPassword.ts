import { useCallback, useMemo, useRef } from 'react';
import {
  useDoLoginMutation,
  useGetLegacyPublicKeyMutation,
  useGetLoginPublicKeyMutation,
  useLegacyLogonMutation,
  type LoginResponse,
} from '@/entities/session';
import type { LoginVariant } from '@/shared/config';
import { encryptPassword } from '@/shared/lib/crypto';
import { isApiError } from '@/shared/api';

/** switchCode of a login that must first initialise the password (000 §4 step 2). */
const SWITCH_CODE_INITIALISE = '30900';
/** Error code of a login whose password must be reset (000 §4 step 3, §8). */
export const CODE_RESET_REQUIRED = '30903';

interface LoginCredentials {
  loginName: string;
  /** As typed; encrypted here before it leaves. */
  password: string;
  imgCode: string;
}

export type LoginUser = NonNullable<LoginResponse['user']>;

/** Where a password login leads (000 §4 "Login flow" steps 1 to 3). */
export type LoginOutcome =
  | { kind: 'signedIn'; loginName: string; user: LoginUser | null }
  /** tokenUuid: what the older page's initPwd names the account by (legacy variant). */
  | { kind: 'initialise'; loginName: string; password: string; tokenUuid: string | null }
  | { kind: 'reset'; loginName: string; password: string; message: string };

function switchCodeOf(response: LoginResponse): string | null {
  return response.switchCode ?? response.data?.switchCode ?? null;
}

function tokenUuidOf(response: LoginResponse): string | null {
  return response.tokenUuid ?? response.data?.tokenUuid ?? null;
}

/** A password login, and the fetch of its public key ahead of the submit. */
export interface LoginByPassword {
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
  /**
   * Fetches the public key for this login name now, so that pressing Enter sends the login
   * at once (000 §4 step 1 only asks that the key is fetched first). The login form calls
   * it when it opens with an account and whenever the account is entered; a submit for the
   * same name uses it, or waits for it while it is on its way.
   */
  prefetchKey(loginName: string): void;
}

/**
 * Logs in with the password encrypted by the public key fetched first for this login
 * name. Resolves with the outcome; rejects with the server's ApiError (or a
 * PasswordEncryptionError) otherwise. A key serves one attempt: after a refused login
 * the next one is fetched at once, in the background. The `legacy` variant makes the
 * older page's calls (kj-sso getPublicKey, logon) and reads their answer the same way.
 */
export function useLoginByPassword(variant: LoginVariant): LoginByPassword {
  const [getSsoKey] = useGetLoginPublicKeyMutation();
  const [getLegacyKey] = useGetLegacyPublicKeyMutation();
  const [doSsoLogin] = useDoLoginMutation();
  const [legacyLogon] = useLegacyLogonMutation();
  const legacy = variant === 'legacy';
  const getPublicKey = useCallback(
    ({ loginName }: { loginName: string }) => (legacy ? getLegacyKey() : getSsoKey({ loginName })),
    [legacy, getLegacyKey, getSsoKey],
  );
  const doLogin = useCallback(
    ({ loginName, password, imgCode }: { loginName: string; password: string; imgCode: string }) =>
      legacy ? legacyLogon({ userName: loginName, password, picCheckCode: imgCode }) : doSsoLogin({ loginName, password, imgCode, ifRemember: false }),
    [legacy, legacyLogon, doSsoLogin],
  );
  const ahead = useRef<{ loginName: string; key: Promise<string> } | null>(null);

  const prefetchKey = useCallback(
    (loginName: string) => {
      const name = loginName.trim();
      if (!name || ahead.current?.loginName === name) return;
      const key = getPublicKey({ loginName: name }).unwrap();
      // A failed fetch ahead is fetched again by the submit.
      key.catch(() => undefined);
      ahead.current = { loginName: name, key };
    },
    [getPublicKey],
  );

  const keyFor = useCallback(
    async (loginName: string) => {
      const fetched = ahead.current;
      ahead.current = null;
      if (fetched?.loginName === loginName) {
        const key = await fetched.key.catch(() => null);
        if (key) return key;
      }
      return getPublicKey({ loginName }).unwrap();
    },
    [getPublicKey],
  );

  const login = useCallback(
    async ({ loginName, password, imgCode }: LoginCredentials): Promise<LoginOutcome> => {
      const publicKey = await keyFor(loginName);
      const cipher = await encryptPassword(password, publicKey);
      let response: LoginResponse;
      try {
        response = await doLogin({ loginName, password: cipher, imgCode }).unwrap();
      } catch (error) {
        prefetchKey(loginName);
        if (isApiError(error) && error.code === CODE_RESET_REQUIRED) {
          return { kind: 'reset', loginName, password, message: error.message };
        }
        throw error;
      }
      if (switchCodeOf(response) === SWITCH_CODE_INITIALISE) return { kind: 'initialise', loginName, password, tokenUuid: tokenUuidOf(response) };
      return { kind: 'signedIn', loginName, user: response.user ?? response.data?.user ?? null };
    },
    [keyFor, doLogin, prefetchKey],
  );

  return useMemo(() => ({ login, prefetchKey }), [login, prefetchKey]);
}
