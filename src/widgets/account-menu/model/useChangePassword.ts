import { useCallback } from 'react';
import { useGetLoginPublicKeyMutation, useResetPasswordMutation } from '@/entities/session';
import { encryptPasswords } from '@/shared/lib/crypto';

export interface ChangePasswordRequest {
  loginName: string;
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Changes the signed-in user's password (000 §7 single-sign-on resetPasswd: loginName,
 * password, confirmPassword, sysChannel kj_my_pc, orcPassword = the old password; 001 §7).
 * The same call and key as the reset flow of the login page: the login public key is
 * fetched first and all three passwords leave RSA-encrypted, never in plain text.
 */
export function useChangePassword(): (request: ChangePasswordRequest) => Promise<void> {
  const [getPublicKey] = useGetLoginPublicKeyMutation();
  const [resetPassword] = useResetPasswordMutation();
  return useCallback(
    async ({ loginName, oldPassword, password, confirmPassword }) => {
      const publicKey = await getPublicKey({ loginName }).unwrap();
      const encrypted = await encryptPasswords({ orcPassword: oldPassword, password, confirmPassword }, publicKey);
      await resetPassword({ loginName, ...encrypted }).unwrap();
    },
    [getPublicKey, resetPassword],
  );
}
