import { isApiError } from '@/shared/api';
import { PasswordEncryptionError } from '@/shared/lib/crypto';
import { t } from '@/shared/i18n';

/**
 * What a form shows under itself when a submission fails (000 §8): the server's message,
 * the not-responding text when there is none, or the encryption failure when the
 * password could not be encrypted (it then never left the browser).
 */
export function formErrorText(failure: unknown): string {
  if (failure instanceof PasswordEncryptionError) return t('login:form.encryptionFailed');
  return isApiError(failure) && failure.message ? failure.message : t('errors:notResponding');
}
