import { useCallback } from 'react';
import { useDoLoginMutation, useGetLoginPublicKeyMutation, type LoginResponse } from '@/entities/session';
import { encryptPassword } from '@/shared/lib/crypto';
import { isApiError } from '@/shared/api';

/** switchCode of a login that must first initialise the password (000 §4 step 2). */
export const SWITCH_CODE_INITIALISE = '30900';
/** Error code of a login whose password must be reset (000 §4 step 3, §8). */
export const CODE_RESET_REQUIRED = '30903';

export interface LoginCredentials {
  loginName: string;
  /** As typed; encrypted here before it leaves. */
  password: string;
  imgCode: string;
}

export type LoginUser = NonNullable<LoginResponse['user']>;

/** Where a password login leads (000 §4 "Login flow" steps 1 to 3). */
export type LoginOutcome =
  | { kind: 'signedIn'; loginName: string; user: LoginUser | null }
  | { kind: 'initialise'; loginName: string; password: string }
  | { kind: 'reset'; loginName: string; password: string; message: string };

function switchCodeOf(response: LoginResponse): string | null {
  return response.switchCode ?? response.data?.switchCode ?? null;
}

/**
 * Logs in with the password encrypted by the public key fetched first for this login
 * name. Resolves with the outcome; rejects with the server's ApiError (or a
 * PasswordEncryptionError) otherwise.
 */
export function useLoginByPassword(): (credentials: LoginCredentials) => Promise<LoginOutcome> {
  const [getPublicKey] = useGetLoginPublicKeyMutation();
  const [doLogin] = useDoLoginMutation();
  return useCallback(
    async ({ loginName, password, imgCode }) => {
      const publicKey = await getPublicKey({ loginName }).unwrap();
      const cipher = await encryptPassword(password, publicKey);
      let response: LoginResponse;
      try {
        response = await doLogin({ loginName, password: cipher, imgCode }).unwrap();
      } catch (error) {
        if (isApiError(error) && error.code === CODE_RESET_REQUIRED) {
          return { kind: 'reset', loginName, password, message: error.message };
        }
        throw error;
      }
      if (switchCodeOf(response) === SWITCH_CODE_INITIALISE) return { kind: 'initialise', loginName, password };
      return { kind: 'signedIn', loginName, user: response.user ?? response.data?.user ?? null };
    },
    [getPublicKey, doLogin],
  );
}
