/** The platform of a global-marketplace store (001 §2.6, §3): the only stores whose settlement data is asked for. */
const GLOBAL_MARKETPLACE_PLATFORM = 'Amazon SC';

/** What the pre-approval rules read of an authorised store (001 §3 table row). */
export interface StoreFacts {
  id?: string | number | null;
  platform?: string | null;
  fileList?: readonly { fileName?: string | null }[] | null;
}

/** Whether a store is of the global marketplace (platform 'Amazon SC'). */
export const isGlobalMarketplace = (store: StoreFacts): boolean => store.platform === GLOBAL_MARKETPLACE_PLATFORM;

/** How many settlement files the server already holds for a store. */
export const storedFileCount = (store: StoreFacts): number => store.fileList?.length ?? 0;
