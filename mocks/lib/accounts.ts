import { db } from '../db';
import { newPasswordHash } from './crypto/hash';

type AccountRow = NonNullable<ReturnType<typeof db.account.findFirst>>;

/** The account with this login name or e-mail address (either works as the login). */
export function findAccount(name: string): AccountRow | null {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  return db.account.findFirst({ where: { loginName: { equals: wanted } } }) ??
    db.account.getAll().find((account) => account.loginName.toLowerCase() === wanted || account.email.toLowerCase() === wanted) ??
    null;
}

/** Stores a new password (fresh salt and hash) and clears the flags given. */
export async function setPassword(
  account: AccountRow,
  password: string,
  flags: Partial<Pick<AccountRow, 'mustInitialise' | 'mustReset'>> = {},
): Promise<void> {
  const { salt, passwordHash } = await newPasswordHash(password);
  db.account.update({ where: { id: { equals: account.id } }, data: { salt, passwordHash, ...flags } });
}
