import { isGlobalMarketplace, storedFileCount, type StoreFacts } from '@/entities/pre-approval';

/** The key a store's chosen files are held under. */
export const storeKey = (store: StoreFacts): string => String(store.id ?? '');

/**
 * The stores that stop a submit (001 §5 "Settlement files", §8 "Missing marketplace
 * file"): every store of the global marketplace needs at least one settlement file, one
 * the server already holds (fileList) or one chosen now. `chosen` counts the files chosen
 * per store key. Returns those stores' keys, in the order given.
 */
export function storesMissingFiles(stores: readonly StoreFacts[], chosen: Readonly<Record<string, number>>): string[] {
  return stores
    .filter((store) => isGlobalMarketplace(store) && storedFileCount(store) === 0 && (chosen[storeKey(store)] ?? 0) === 0)
    .map(storeKey);
}
