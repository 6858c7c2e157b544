import { useCallback } from 'react';
import { useGetLoginPublicKeyMutation, useInitPasswordMutation, useResetPasswordMutation } from '@/entities/session';
import { encryptPassword } from '@/shared/lib/crypto';

/** 30900 leads to the initialise call, 30903 to the reset call (000 §4 steps 2 and 3). */
export type NewPasswordKind = 'initialise' | 'reset';

export interface NewPasswordRequest {
  kind: NewPasswordKind;
  loginName: string;
  /** The password typed at login (initialise: invitationCode; reset: orcPassword). */
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Sets the new password (000 §7: initPasswd {loginName, invitationCode, password,
 * confirmPassword}; resetPasswd {loginName, orcPassword, password, confirmPassword}).
 * Every password in the body, the one typed at login included, is encrypted with the
 * login public key fetched first: passwords never leave in plain text.
 */
export function useSetNewPassword(): (request: NewPasswordRequest) => Promise<void> {
  const [getPublicKey] = useGetLoginPublicKeyMutation();
  const [initPassword] = useInitPasswordMutation();
  const [resetPassword] = useResetPasswordMutation();
  return useCallback(
    async ({ kind, loginName, currentPassword, password, confirmPassword }) => {
      const publicKey = await getPublicKey({ loginName }).unwrap();
      const [current, next, confirm] = await Promise.all([
        encryptPassword(currentPassword, publicKey),
        encryptPassword(password, publicKey),
        encryptPassword(confirmPassword, publicKey),
      ]);
      if (kind === 'initialise') {
        await initPassword({ loginName, invitationCode: current, password: next, confirmPassword: confirm }).unwrap();
      } else {
        await resetPassword({ loginName, orcPassword: current, password: next, confirmPassword: confirm }).unwrap();
      }
    },
    [getPublicKey, initPassword, resetPassword],
  );
}
