import { isGlobalMarketplace, storedFileCount, type StoreFacts } from './platform';

/** The stages of the store-connection page (001 §2.6): 1 intro, 2 authorise stores, 3 connect data, and done. */
export type Stage = 1 | 2 | 3 | 'done';

/**
 * The stage the page opens at, from every authorised store of the enterprise (001 §4
 * "Pre-approval stage choice"):
 * - no store: 1, the intro (its Start leads to 2);
 * - stores, but none of the global marketplace: 3 (001 reads "none in the table of stage 2";
 *   the global marketplace is the only platform whose stores need data);
 * - every global-marketplace store holds at least one file: done;
 * - otherwise: 3.
 */
export function decideStage(stores: readonly StoreFacts[]): Stage {
  if (stores.length === 0) return 1;
  const global = stores.filter(isGlobalMarketplace);
  if (global.length === 0) return 3;
  return global.every((store) => storedFileCount(store) > 0) ? 'done' : 3;
}
