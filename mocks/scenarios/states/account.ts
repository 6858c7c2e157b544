import { db } from '../../db';
import { signIn } from '../../lib/session';
import { DEMO_ACCOUNT_ROWS } from '../accounts';

/** The demo password again (an earlier interaction may have changed it), then a session. */
function signedInWithDemoPassword(loginName: string): void {
  const row = DEMO_ACCOUNT_ROWS.find((account) => account.loginName === loginName)!;
  db.account.update({
    where: { id: { equals: row.id } },
    data: { salt: row.salt, passwordHash: row.passwordHash, mustInitialise: false, mustReset: false },
  });
  signIn(row.id);
}

/** Pact provider states of the account area (see ../providerStates.ts). */
export const accountStates: Record<string, () => void> = {
  // The shell's change-password dialog (001 §2.10): a signed-in user who knows the password.
  'user demo.one is signed in with the password Demo#Pass2025': () => signedInWithDemoPassword('demo.one'),
};
