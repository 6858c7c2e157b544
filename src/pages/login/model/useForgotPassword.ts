import { useCallback } from 'react';
import { useForgotPasswordMutation, useGetLoginPublicKeyMutation } from '@/entities/session';
import { encryptPasswords } from '@/shared/lib/crypto';

export interface ForgotPasswordRequest {
  email: string;
  password: string;
  confirmPassword: string;
  /** The e-mailed code. */
  phoneCode: string;
}

/**
 * Sets a new password with the e-mailed code (000 §7 forgetPasswdForDigipo: loginName is
 * the e-mail; both passwords encrypted with the login public key for that name).
 */
export function useForgotPassword(): (request: ForgotPasswordRequest) => Promise<void> {
  const [getPublicKey] = useGetLoginPublicKeyMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  return useCallback(
    async ({ email, password, confirmPassword, phoneCode }) => {
      const publicKey = await getPublicKey({ loginName: email }).unwrap();
      const encrypted = await encryptPasswords({ password, confirmPassword }, publicKey);
      await forgotPassword({ loginName: email, ...encrypted, phoneCode }).unwrap();
    },
    [getPublicKey, forgotPassword],
  );
}
