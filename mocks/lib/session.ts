import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data';
import { db } from '../db';
import { SESSION_ID } from '../db/models/session';
import { now } from './clock';
import { failure } from './errors';
import { randomHex } from './random';

/** A signed-in session ends after this long without a call (then protected calls answer 01100). */
export const SESSION_IDLE_LIMIT_MS = 30 * 60 * 1000;

type SessionRow = NonNullable<ReturnType<typeof db.session.findFirst>>;
type SessionData = Omit<SessionRow, 'id' | typeof ENTITY_TYPE | typeof PRIMARY_KEY>;
type AccountRow = NonNullable<ReturnType<typeof db.account.findFirst>>;

const EMPTY: SessionData = {
  accountId: null,
  authCode: null,
  orgId: null,
  signedInAt: null,
  lastSeenAt: null,
  captchaCode: null,
  captchaIssuedAt: null,
  forgotCodeSentAt: null,
  enrollCodeSentAt: null,
  otpSentAt: null,
  otpVerified: false,
};

const where = { id: { equals: SESSION_ID } };

/** The browser's session row, created empty on first use. */
export function currentSession(): SessionRow {
  return db.session.findFirst({ where }) ?? db.session.create({ id: SESSION_ID, ...EMPTY });
}

export function updateSession(data: Partial<SessionData>): SessionRow {
  currentSession();
  return db.session.update({ where, data })!;
}

/** Signs the account in: a fresh auth code, no organisation chosen, OTP not yet checked. */
export function signIn(accountId: string): SessionRow {
  const time = now();
  return updateSession({
    accountId,
    authCode: randomHex(16),
    orgId: null,
    signedInAt: time,
    lastSeenAt: time,
    otpVerified: false,
  });
}

export function signOut(): void {
  updateSession({ accountId: null, authCode: null, orgId: null, signedInAt: null, lastSeenAt: null, otpVerified: false, otpSentAt: null });
}

/** The signed-in account, or null when nobody is (or the session has been idle too long). */
export function signedInAccount(): AccountRow | null {
  const session = currentSession();
  if (!session.accountId) return null;
  if (session.lastSeenAt !== null && now() - session.lastSeenAt > SESSION_IDLE_LIMIT_MS) {
    signOut();
    return null;
  }
  return db.account.findFirst({ where: { id: { equals: session.accountId } } });
}

/** For protected calls: the signed-in account (touching the session), else a 01100 failure. */
export function requireAccount(): { account: AccountRow; session: SessionRow } {
  const account = signedInAccount();
  if (!account) throw failure('sessionExpired');
  const session = updateSession({ lastSeenAt: now() });
  return { account, session };
}
