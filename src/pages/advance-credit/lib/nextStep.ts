import { decideStage, isGlobalMarketplace, storedFileCount, type StoreFacts } from '@/entities/pre-approval';
import type { ProductStatus } from '@/entities/product';

/** What the e-finance page knows of the enterprise, from the calls the portal already makes. */
export interface EfinanceFacts {
  /** The E_FINANCE product's status (000 §4 "Product status"). */
  productStatus: ProductStatus;
  /** The enterprise status, which is the e-KYC's (000 §4: INIT, BACK, SUBMIT go to the e-KYC; REJECT, ENDURANCE). */
  eKycStatus: string;
  /** Every authorised store (001 §3 table row). */
  stores: readonly StoreFacts[];
  /** The application's company details are saved (001 §2.5 step 1). */
  detailsSaved: boolean;
}

/**
 * The page's main action:
 * - useProduct: E-finance is activated, so pre-approval is behind (the product centre
 *   offers it only until then);
 * - rejected: the e-KYC was rejected or the product failed: the account manager;
 * - once every Amazon store has its settlement data (the pre-approval's "done", 001 §4):
 *   eKyc when the e-KYC is still to complete or correct (INIT, BACK), else review;
 * - continue: the application is under way (its company details are saved, 001 §2.5);
 * - connectStores: no store is connected (001 §2.6);
 * - apply: stores are connected and no application is under way.
 */
export type NextStep = 'useProduct' | 'rejected' | 'eKyc' | 'review' | 'continue' | 'connectStores' | 'apply';

/** The e-KYC statuses whose e-KYC the user still completes or corrects (000 §4). */
export const EKYC_TO_COMPLETE: readonly string[] = ['INIT', 'BACK'];

export function nextStepOf(facts: EfinanceFacts): NextStep {
  if (facts.productStatus === 'ACTIVATED') return 'useProduct';
  if (facts.productStatus === 'FAILED' || facts.eKycStatus === 'REJECT') return 'rejected';
  if (decideStage(facts.stores) === 'done') return EKYC_TO_COMPLETE.includes(facts.eKycStatus) ? 'eKyc' : 'review';
  if (facts.detailsSaved) return 'continue';
  return facts.stores.length === 0 ? 'connectStores' : 'apply';
}

/** The settlement data asked for: the Amazon stores, and how many of them have files (001 §2.6 stage 3). */
export function settlementOf(stores: readonly StoreFacts[]): { withFiles: number; needing: number } {
  const needing = stores.filter(isGlobalMarketplace);
  return { withFiles: needing.filter((store) => storedFileCount(store) > 0).length, needing: needing.length };
}

/** Where the pre-approval application stands: its data complete, under way (details saved), or not started. */
export function applicationStateOf(facts: Pick<EfinanceFacts, 'stores' | 'detailsSaved'>): 'complete' | 'underWay' | 'notStarted' {
  if (decideStage(facts.stores) === 'done') return 'complete';
  return facts.detailsSaved ? 'underWay' : 'notStarted';
}
