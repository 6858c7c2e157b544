/** Rows per page of the authorised-store tables of stages 2 and 3 (001 §7 pageAuthorizedStores {size 10}). */
export const STORE_PAGE_SIZE = 10;

/** The authorisation dialog polls queryAccessStatus every second (001 §4). */
export const ACCESS_POLL_MS = 1000;

/** The waiting step's countdown: it loops 60 → 0 and starts again while polling goes on (001 §4, §9). */
export const AUTH_COUNTDOWN_SECONDS = 60;

/** The success dialog goes to the product centre on its own after 5 s (001 §2.6). */
export const SUCCESS_REDIRECT_MS = 5000;

/** A store's settlement document type when the server gives none (001 §3 "Table row"). */
export const DEFAULT_DOC_TYPE = 'settlement_offline';

/** The application's drafts (the wizard frame's useStepDraft) are kept under this flow, apart from the wizards'. */
export const PRE_APPROVAL_FLOW = 'preApproval';

/**
 * The settlement files chosen and not sent are kept as a draft of the flow's step 3: the
 * application's third step (001 §2.5) and the store connection's third stage (§2.6) hold
 * the same stores' files, so either page finds them.
 */
export const SETTLEMENT_DRAFT_STEP = 3;
