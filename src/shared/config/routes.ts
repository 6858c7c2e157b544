import { EKYC_PORTAL_PREFIX } from './subApps';

/**
 * The portal's routes (000 §2), each spelt here once: the route table (app/routes), every
 * link, guard and redirect reads them from here, and eslint refuses a route path written
 * anywhere else in src (eslint.config.js reads the paths from this file). A sub-application's
 * routes are its own, below its prefix (subApps.ts).
 */
export const ROUTES = {
  root: '/',
  login: '/login',
  /** The service documents (000 §2), from the login page. */
  terms: '/terms',
  companyChoose: '/companyChoose',
  logout: '/logoutPage',
  jumpingLoading: '/jumpingLoading',
  /** The single-sign-on landing screen of 000 §2; the specification names no route for it (query fromUrl, enterpriseId, lang). */
  ssoLanding: '/ssoLanding',
  /** The shell (000 §2); it lands on another page (pages/shell homeLanding). */
  home: '/home',
  bigHome: '/bigHome',
  /** The product centre (000 §2): the signed-in user's landing and the fallback of every product link. */
  productCentre: '/main-productCenter',
  /** Advance credit (000 §2), the e-finance product's page: where a sign-in for E_FINANCE lands (000 §4). */
  advanceCredit: '/AdvanceCredit',
  contract: '/contract',
  /** The KYC file wizard (001 §2.2). */
  kycFile: '/kycFileCN',
  /** The e-KYC portal's KYC file wizard (five steps, 001 §2.2), inside that sub-application's prefix. */
  efinKyc: `/${EKYC_PORTAL_PREFIX}/efinKyc`,
  /** The company KYC wizard (001 §2.1). */
  commKycFile: '/CommKycFile',
  exportDrawbackKyc: '/exportDrawbackKyc',
  /*
   * The pre-approval pages (001 §2.5, §2.6) are reached from the product centre and the
   * store-binding page; the specification names no path for them, these are the portal's choice.
   */
  /** The store-connection variant (001 §2.6); query productType, and status=succcess opens its success dialog. */
  preApproval: '/preApproval',
  /** The three-step variant (001 §2.5); query productType. */
  preApprovalApply: '/preApproval/apply',
  notFound: '/404',
} as const;

/** Routes showing the sign-in already. */
export const LOGIN_ROUTES: readonly string[] = [ROUTES.root, ROUTES.login];

/** The steps of a sign-in after the login form, before the first page of the portal. */
export const SIGN_IN_STEP_ROUTES: readonly string[] = [ROUTES.companyChoose, ROUTES.jumpingLoading, ROUTES.ssoLanding];

/** Routes of a signed-out user: the login page, the logout page and the documents it links to. */
export const SIGNED_OUT_ROUTES: readonly string[] = [...LOGIN_ROUTES, ROUTES.logout, ROUTES.terms];

/**
 * The onboarding pages (001 §2): each keeps its unsaved input as a draft and reopens the
 * step the user was on, and each passes the menu permission check first (001 §6).
 */
export const ONBOARDING_ROUTES: readonly string[] = [
  ROUTES.commKycFile,
  ROUTES.kycFile,
  ROUTES.efinKyc,
  ROUTES.exportDrawbackKyc,
  ROUTES.contract,
  ROUTES.preApproval,
  ROUTES.preApprovalApply,
];

/** The login route with `query` (already encoded), or the bare login route. */
export const loginRoute = (query = ''): string => (query ? `${ROUTES.login}?${query}` : ROUTES.login);

/**
 * The login address's mark of why a sign-out sent the user there (`reason`): the login page
 * says why and asks for a sign-in instead of resuming a session. `inactivity`: the idle
 * timeout; `emptyMenu`: the chosen company has no menu for the user (000 §4 "After choosing
 * an enterprise" step 5, §6). The portal's own choice; the specification has none.
 */
export const LOGIN_REASON_QUERY = 'reason';
export const LOGIN_REASONS = ['inactivity', 'emptyMenu'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];
