import type { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data';
import { DEMO_IDLE_TIMEOUT_MINUTES } from '@/shared/config/idleTimeoutDefaults';
import { db } from '../db';
import { SESSION_ID } from '../db/models/session';
import { now } from './clock';
import { failure } from './errors';
import { isMember } from './present';
import { randomHex } from './random';

/**
 * A signed-in session ends after this long without a call (then protected calls answer
 * 01100): as long as the demo build's idle timeout, so that the portal's own timeout, not the
 * mock, ends a presenter's session (a hidden tab pauses the shell's polls, which would
 * otherwise keep it alive).
 */
export const SESSION_IDLE_LIMIT_MS = DEMO_IDLE_TIMEOUT_MINUTES * 60 * 1000;

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

/** The session the running call uses: the browser's one, unless the node:http host names another. */
let activeSessionId = SESSION_ID;

/**
 * Runs one request in the session its client names. The node:http host gives each client
 * its own session by its session cookie (two browsers, a Pact verifier beside them), and
 * runs one request at a time, so calls never overlap here.
 */
export async function inSession<T>(sessionId: string, run: () => Promise<T>): Promise<T> {
  const previous = activeSessionId;
  activeSessionId = sessionId;
  try {
    return await run();
  } finally {
    activeSessionId = previous;
  }
}

const where = () => ({ id: { equals: activeSessionId } });

/** The running call's session row, created empty on first use. */
export function currentSession(): SessionRow {
  return db.session.findFirst({ where: where() }) ?? db.session.create({ id: activeSessionId, ...EMPTY });
}

/**
 * Whether the session holds anything (a captcha, a code, a sign-in); an empty one is
 * forgotten. The node:http host starts a client's session only with an answer that stored
 * something: a fresh browser's first calls run side by side without a cookie, and a cookie
 * from each would leave the browser holding whichever came last, not the captcha's.
 */
export function keepSessionIfUsed(sessionId: string): boolean {
  const where = { id: { equals: sessionId } };
  const row = db.session.findFirst({ where });
  if (!row) return false;
  const used = (Object.keys(EMPTY) as (keyof SessionData)[]).some((key) => row[key] !== EMPTY[key]);
  if (!used) db.session.delete({ where });
  return used;
}

export function updateSession(data: Partial<SessionData>): SessionRow {
  currentSession();
  return db.session.update({ where: where(), data })!;
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

/** Where an enterprise-scoped call names its enterprise (see requireEnterprise). */
export type EnterpriseSource =
  /** The enterprise chosen with setOrgId. */
  | { chosen: true }
  /** The enterprise the request names; a missing id names none of the user's. */
  | { requested: string }
  /** The enterprise the request names, else the one chosen with setOrgId. */
  | { requested: string; orChosen: true };

/**
 * For enterprise-scoped calls: the signed-in account (requireAccount, else 01100) and the
 * enterprise the call is about. A user is served only for an enterprise they belong to
 * (000 §6: menus, products and permissions come per user and enterprise); any other
 * answers 30011 with the no-permission message. A call that takes the chosen enterprise
 * answers 30012 before one is chosen with setOrgId; one that needs the request's id treats
 * a missing id as none of the user's (30011).
 */
export function requireEnterprise(source: EnterpriseSource): { account: AccountRow; session: SessionRow; enterpriseId: string } {
  const { account, session } = requireAccount();
  const requested = 'requested' in source ? source.requested : '';
  const takesChosen = 'chosen' in source || 'orChosen' in source;
  const enterpriseId = requested || (takesChosen ? session.orgId : null);
  if (!enterpriseId && takesChosen) throw failure('noEnterpriseChosen');
  if (!enterpriseId || !isMember(account.id, enterpriseId)) throw failure('noPermission');
  return { account, session, enterpriseId };
}
