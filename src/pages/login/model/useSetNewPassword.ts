import { useCallback } from 'react';
import {
  useGetLegacyPublicKeyMutation,
  useGetLoginPublicKeyMutation,
  useInitPasswordMutation,
  useLegacyInitPasswordMutation,
  useResetPasswordMutation,
} from '@/entities/session';
import type { LoginVariant } from '@/shared/config';
import { encryptPasswords } from '@/shared/lib/crypto';

/** 30900 leads to the initialise call, 30903 to the reset call (000 §4 steps 2 and 3). */
export type NewPasswordKind = 'initialise' | 'reset';

export interface NewPasswordRequest {
  kind: NewPasswordKind;
  loginName: string;
  /** The password typed at login (initialise: invitationCode; reset: orcPassword). */
  currentPassword: string;
  password: string;
  confirmPassword: string;
  /** The legacy variant's initialise names the account by the token of logon's 30900. */
  tokenUuid?: string | null;
}

/**
 * Sets the new password (000 §7: initPasswd {loginName, invitationCode, password,
 * confirmPassword}; resetPasswd {loginName, orcPassword, password, confirmPassword}).
 * Every password in the body, the one typed at login included, is encrypted with the
 * login public key fetched first: passwords never leave in plain text. The `legacy`
 * variant initialises through the older page's initPwd (query userName, tokenUuid and
 * both new passwords, encrypted with kj-sso's key); a reset (30903) has no older call
 * and goes through sso-web in both variants.
 */
export function useSetNewPassword(variant: LoginVariant): (request: NewPasswordRequest) => Promise<void> {
  const [getPublicKey] = useGetLoginPublicKeyMutation();
  const [getLegacyKey] = useGetLegacyPublicKeyMutation();
  const [initPassword] = useInitPasswordMutation();
  const [legacyInitPassword] = useLegacyInitPasswordMutation();
  const [resetPassword] = useResetPasswordMutation();
  return useCallback(
    async ({ kind, loginName, currentPassword, password, confirmPassword, tokenUuid }) => {
      if (variant === 'legacy' && kind === 'initialise') {
        const legacyKey = await getLegacyKey().unwrap();
        const encrypted = await encryptPasswords({ password, confirmPassword }, legacyKey);
        await legacyInitPassword({ userName: loginName, tokenUuid: tokenUuid ?? '', ...encrypted }).unwrap();
        return;
      }
      const publicKey = await getPublicKey({ loginName }).unwrap();
      if (kind === 'initialise') {
        const encrypted = await encryptPasswords({ invitationCode: currentPassword, password, confirmPassword }, publicKey);
        await initPassword({ loginName, ...encrypted }).unwrap();
      } else {
        const encrypted = await encryptPasswords({ orcPassword: currentPassword, password, confirmPassword }, publicKey);
        await resetPassword({ loginName, ...encrypted }).unwrap();
      }
    },
    [variant, getPublicKey, getLegacyKey, initPassword, legacyInitPassword, resetPassword],
  );
}
