import { enterpriseChoiceConfigured } from '@/features/choose-enterprise';
import { signOut } from '@/features/logout';
import { checkPlatformAgreement } from '@/features/sign-platform-agreement';

/**
 * Features of one layer do not import each other, so the app plugs them together: the
 * enterprise choice's `start()` first runs the platform agreement check (000 §2: a PDF to
 * sign opens the dialog and the flow stops; signing leads to /home), and logs out through
 * the logout feature when the user has no enterprise (000 §4 step 6).
 */
export function composeSignInFeatures(): void {
  enterpriseChoiceConfigured({ beforeList: checkPlatformAgreement, signOut });
}
