/**
 * Entry point of the enterprise choice after sign-in (000 §4 "Login flow" step 6 and
 * "After choosing an enterprise"). The login page, the password-free login and the
 * single-sign-on landing call `start` once the user is signed in.
 */
export interface EnterpriseChoiceOptions {
  /** productType of the login URL (routing step 3, redirect lookup). */
  entryProductType?: string | null;
  /** scenario of the login URL (redirect lookup). */
  scenario?: string | null;
  /** Preselected enterprise (single-sign-on landing). */
  enterpriseId?: string | null;
}

export interface EnterpriseChoice {
  start(options?: EnterpriseChoiceOptions): Promise<void>;
  running: boolean;
}

// Implemented by the enterprise-choice work (issue 3); the signature is the contract the
// login page codes against.
export function useEnterpriseChoice(): EnterpriseChoice {
  return { start: async () => undefined, running: false };
}
