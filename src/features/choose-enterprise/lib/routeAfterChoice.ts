import { ROUTES } from '@/shared/config';

/**
 * Where a user goes after choosing an enterprise (000 §4 "After choosing an enterprise").
 * Pure: the flow gathers the facts (menu, return target, redirect, DIGIPO contract) and
 * asks this function; the ENDURANCE branch needs the contract lookup first and says so.
 * Order: empty menu → signed out to /login, saying why (000 §4 step 5, §6); the single-sign-on landing → there; refer (return target) → there; server redirect → there;
 * entry product E_FINANCE → /AdvanceCredit; then enterprise status and product type.
 */
type EnterpriseStatus = 'INIT' | 'BACK' | 'SUBMIT' | 'REJECT' | 'ENDURANCE' | string;

export interface RouteFacts {
  /** The chosen enterprise. `status` and `productType` are dictParams. */
  enterprise: { id: string; status: EnterpriseStatus; productType: string; toPage?: string | null };
  /** Number of entries in the user's menu for this enterprise. */
  menuSize: number;
  /** Where a start with a preselected enterprise lands (000 §2 single sign-on: /home?isReFlag=2). */
  landing?: string | null;
  /** productType of the login URL (the product the user came for). */
  entryProductType?: string | null;
  /**
   * Already checked "Login Again" return target (the login URL's `refer`), a portal route.
   * It takes the user back where the session expired, before any other rule but the
   * empty menu.
   */
  returnTo?: string | null;
  /** Already checked redirect target for productType and scenario, if the server gave one. */
  redirect?: string | null;
  /** Result of the DIGIPO service-contract lookup, once made (ENDURANCE only). */
  digipoContract?:
    | { outcome: 'found'; mediaId: string; contractType: string }
    | { outcome: 'none' }
    | { outcome: 'error'; message: string };
}

export type RouteDecision =
  | { kind: 'navigate'; to: string }
  /** The user has no menu for this enterprise: signed out, to /login saying so. */
  | { kind: 'emptyMenu' }
  | { kind: 'lookUpDigipoContract' }
  | { kind: 'showMessage'; message: string }
  | { kind: 'abnormalStatus' };

const KYC_STATUSES = new Set(['INIT', 'BACK', 'SUBMIT']);
const EKYC_PRODUCTS = new Set(['E_FINANCE', 'DIGIPO']);
const HOME_PRODUCTS = new Set(['DEFAULT_PRODUCT', 'ACCOUNT']);

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

export function routeAfterChoice(facts: RouteFacts): RouteDecision {
  const { enterprise } = facts;
  if (facts.menuSize === 0) return { kind: 'emptyMenu' };
  if (facts.landing) return { kind: 'navigate', to: facts.landing };
  if (facts.returnTo) return { kind: 'navigate', to: facts.returnTo };
  if (facts.redirect) return { kind: 'navigate', to: facts.redirect };
  if (facts.entryProductType === 'E_FINANCE') return { kind: 'navigate', to: ROUTES.advanceCredit };

  if (enterprise.status === 'ENDURANCE') {
    const contract = facts.digipoContract;
    if (!contract) return { kind: 'lookUpDigipoContract' };
    if (contract.outcome === 'error') return { kind: 'showMessage', message: contract.message };
    if (contract.outcome === 'found') {
      return { kind: 'navigate', to: withQuery(ROUTES.contract, { mediaId: contract.mediaId, contractTypeDz: contract.contractType }) };
    }
    return { kind: 'navigate', to: enterprise.toPage || ROUTES.home };
  }

  if (KYC_STATUSES.has(enterprise.status)) {
    const query = { id: enterprise.id, status: enterprise.status };
    if (EKYC_PRODUCTS.has(enterprise.productType)) {
      return { kind: 'navigate', to: withQuery(ROUTES.efinKyc, query) };
    }
    if (enterprise.productType === 'IDD') return { kind: 'navigate', to: withQuery(ROUTES.kycFile, query) };
  }
  if (HOME_PRODUCTS.has(enterprise.productType)) return { kind: 'navigate', to: ROUTES.home };
  return { kind: 'abnormalStatus' };
}
