import { createEffect, createEvent, sample, type Event, type StoreWritable } from 'effector';
import { storage, type Codec, type StorageArea } from './storage';

/**
 * Keeps an effector store in Web Storage: the store starts from the stored value (when
 * there is one) and every later update is written back, with the key's codec (JSON unless
 * given), as is the store's value whenever `rewriteOn` happens (storage someone else wrote
 * to). `null` removes the key.
 */
export function persist<T>(
  store: StoreWritable<T>,
  where: { area: StorageArea; key: string; codec?: Codec<NonNullable<T>>; rewriteOn?: Event<void> },
): void {
  const restored = createEvent<T>();
  sample({ clock: restored, target: store });
  const codec = where.codec as Codec<T> | undefined;
  const saved = storage.get<T>(where.area, where.key, codec);
  if (saved !== null) restored(saved);
  store.updates.watch((value) => storage.set(where.area, where.key, value, codec));
  if (where.rewriteOn) {
    const rewriteFx = createEffect((value: T) => storage.set(where.area, where.key, value, codec));
    sample({ clock: where.rewriteOn, source: store, target: rewriteFx });
  }
}
