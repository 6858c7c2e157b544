import type { MissingItem } from '../model/missing';

/** The missing items grouped by step, in step order, for the list before submit; steps outside 1..stepCount are dropped. */
export function missingByStep(missing: readonly MissingItem[], stepCount: number): { step: number; labels: string[] }[] {
  const groups = new Map<number, string[]>();
  for (const item of missing) {
    if (item.step < 1 || item.step > stepCount) continue;
    groups.set(item.step, [...(groups.get(item.step) ?? []), item.label]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([step, labels]) => ({ step, labels }));
}
