import { useCallback } from 'react';
import { useForgotPasswordMutation, useGetLoginPublicKeyMutation } from '@/entities/session';
import { encryptPassword } from '@/shared/lib/crypto';

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
      const [next, confirm] = await Promise.all([encryptPassword(password, publicKey), encryptPassword(confirmPassword, publicKey)]);
      await forgotPassword({ loginName: email, password: next, confirmPassword: confirm, phoneCode }).unwrap();
    },
    [getPublicKey, forgotPassword],
  );
}
