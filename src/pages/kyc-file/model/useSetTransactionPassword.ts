import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useSaveTransactionPasswordMutation } from '@/entities/kyc-enterprise';
import { sessionStores, useGetLoginPublicKeyMutation } from '@/entities/session';
import { encryptPasswords } from '@/shared/lib/crypto';
import { formErrorText } from '@/shared/ui/form-error';
import { notify } from '@/shared/ui/notifier';

/**
 * Sets the transaction password (000 §5 "Transaction or set password"): trimmed, as the
 * form judged it, and RSA-encrypted with the login public key like every password (000 §7),
 * so no plain password leaves the browser. Resolves true when the server answered 200. A
 * refusal has shown its message (base query); a key that could not be fetched (a silent
 * call) or a password that could not be encrypted is shown here.
 */
export function useSetTransactionPassword(enterpriseId: string): (password: string, confirmPassword: string) => Promise<boolean> {
  const loginName = useUnit(sessionStores.curLoginName) ?? '';
  const [getPublicKey] = useGetLoginPublicKeyMutation();
  const [savePassword] = useSaveTransactionPasswordMutation();
  return useCallback(
    async (password, confirmPassword) => {
      let encrypted: { password: string; confirmPassword: string };
      try {
        const publicKey = await getPublicKey({ loginName }).unwrap();
        encrypted = await encryptPasswords({ password: password.trim(), confirmPassword: confirmPassword.trim() }, publicKey);
      } catch (failure) {
        notify.error(formErrorText(failure));
        return false;
      }
      const result = await savePassword({ enterpriseId, ...encrypted, encrypt: true });
      return !('error' in result);
    },
    [loginName, enterpriseId, getPublicKey, savePassword],
  );
}
