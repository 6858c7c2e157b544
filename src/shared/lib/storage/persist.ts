import { createEvent, sample, type StoreWritable } from 'effector';
import { storage, type StorageArea } from './storage';

/**
 * Keeps an effector store in Web Storage: the store starts from the stored value (when
 * there is one) and every later update is written back. `null` removes the key.
 */
export function persist<T>(store: StoreWritable<T>, where: { area: StorageArea; key: string }): void {
  const restored = createEvent<T>();
  sample({ clock: restored, target: store });
  const saved = storage.get<T>(where.area, where.key);
  if (saved !== null) restored(saved);
  store.updates.watch((value) => storage.set(where.area, where.key, value));
}
