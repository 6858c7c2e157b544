import { firstStepMissing } from '@/shared/lib/steps';
import { isGlobalMarketplace, storedFileCount, type StoreFacts } from './platform';

/** The stages of the store-connection page (001 §2.6): 1 intro, 2 authorise stores, 3 connect data, and done. */
export type Stage = 1 | 2 | 3 | 'done';

/** Past the last stage: every stage has what it needs. */
const DONE = 4;

/**
 * The stage the page opens at, from every authorised store of the enterprise (001 §4
 * "Pre-approval stage choice"), by the wizards' opening rule (firstStepMissing) over what
 * each stage lacks:
 * - no store: the intro and the authorising lack it, so 1 (its Start leads to 2);
 * - stores, but none of the global marketplace: connecting data lacks one, so 3 (001 reads
 *   "none in the table of stage 2"; the global marketplace is the only platform whose stores
 *   need data);
 * - a global-marketplace store without a file: 3;
 * - every global-marketplace store holds at least one file: done.
 */
export function decideStage(stores: readonly StoreFacts[]): Stage {
  const global = stores.filter(isGlobalMarketplace);
  const gaps = [
    ...(stores.length === 0 ? [{ step: 1 }, { step: 2 }] : []),
    ...(global.length === 0 || global.some((store) => storedFileCount(store) === 0) ? [{ step: 3 }] : []),
  ];
  const stage = firstStepMissing(gaps, DONE);
  return stage === DONE ? 'done' : (stage as Exclude<Stage, 'done'>);
}
