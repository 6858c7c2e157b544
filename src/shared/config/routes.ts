/**
 * Routes that slices other than their own page link to, each named once here so that no
 * path is spelt twice.
 */
/** The product centre (000 §2): the signed-in user's landing and the fallback of every product link. */
export const PRODUCT_CENTRE_ROUTE = '/main-productCenter';
/** Advance credit (000 §2), the e-finance product's page: where a sign-in for E_FINANCE lands (000 §4). */
export const ADVANCE_CREDIT_ROUTE = '/AdvanceCredit';
/*
 * The pre-approval pages (001 §2.5, §2.6) are reached from the product centre and the
 * store-binding page; the specification names no path for them, these are the portal's choice.
 */
/** The store-connection variant (001 §2.6); query productType, and status=succcess opens its success dialog. */
export const PRE_APPROVAL_ROUTE = '/preApproval';
/** The three-step variant (001 §2.5); query productType. */
export const PRE_APPROVAL_APPLY_ROUTE = '/preApproval/apply';

/**
 * The login address's mark of why a sign-out sent the user there (`reason`): the login page
 * says why and asks for a sign-in instead of resuming a session. `inactivity`: the idle
 * timeout; `emptyMenu`: the chosen company has no menu for the user (000 §4 "After choosing
 * an enterprise" step 5, §6). The portal's own choice; the specification has none.
 */
export const LOGIN_REASON_QUERY = 'reason';
export const LOGIN_REASONS = ['inactivity', 'emptyMenu'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];
