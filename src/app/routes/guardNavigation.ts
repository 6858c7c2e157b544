import { checkRedirectTarget } from '@/shared/lib/safe-redirect';
import { LOGIN_ROUTES, SIGN_IN_STEP_ROUTES, ROUTES } from '@/shared/config';

/**
 * The navigation guard of 000 §2: "arriving from /login with query isReFlag=1 goes to
 * /childDocExchange/transactionDetails, carrying refer, lang, isReFlag and id".
 *
 * Implemented as a small guard component in the root layout (not a loader), because it
 * needs where the user came from. Two cases:
 * - already signed in (a session in this tab) and opening /login?isReFlag=1 → straight
 *   to the transaction details;
 * - not signed in yet: the login URL's target is remembered and, once sign-in lands on a
 *   page outside the sign-in flow (after the enterprise choice, refer or routing), that
 *   arrival is replaced by the transaction details. A plain visit to /login forgets it.
 * The target is always the fixed transaction-details route; the carried values are
 * query-encoded, and refer is carried only when it passes the redirect check.
 */
export const TRANSACTION_DETAILS = '/childDocExchange/transactionDetails';

const LOGIN = new Set(LOGIN_ROUTES);
/** Steps of the sign-in flow between /login and the page the user lands on. */
const SIGN_IN_STEPS = new Set(SIGN_IN_STEP_ROUTES);
const LANG = /^[a-z]{2}(-[a-z]{2})?$/i;

export interface GuardContext {
  hasSession: boolean;
  origin: string;
  allowList: readonly string[];
}

export interface GuardResult {
  /** Replace the current route with this one. */
  redirect: string | null;
  /** The remembered transaction-details target, for the next arrival. */
  pending: string | null;
}

/** The transaction-details route for a login URL's query, or null without isReFlag=1. */
export function transactionDetailsTarget(search: string, context: Pick<GuardContext, 'origin' | 'allowList'>): string | null {
  const query = new URLSearchParams(search);
  if (query.get('isReFlag') !== '1') return null;
  const carried = new URLSearchParams();
  const refer = query.get('refer');
  if (refer && checkRedirectTarget(refer, context)) carried.set('refer', refer.trim());
  const lang = query.get('lang');
  if (lang && LANG.test(lang)) carried.set('lang', lang);
  carried.set('isReFlag', '1');
  const id = query.get('id');
  if (id) carried.set('id', id);
  return `${TRANSACTION_DETAILS}?${carried.toString()}`;
}

export function guardNavigation(
  to: { pathname: string; search: string },
  pending: string | null,
  context: GuardContext,
): GuardResult {
  if (LOGIN.has(to.pathname)) {
    const target = transactionDetailsTarget(to.search, context);
    if (target && context.hasSession) return { redirect: target, pending: null };
    return { redirect: null, pending: target };
  }
  if (SIGN_IN_STEPS.has(to.pathname)) return { redirect: null, pending };
  if (to.pathname === ROUTES.logout || to.pathname === TRANSACTION_DETAILS) return { redirect: null, pending: null };
  return { redirect: pending, pending: null };
}
