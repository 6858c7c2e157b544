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

/**
 * The wizards' opening rule (001 §2.1, applied to §2.2's data steps too): the first data step
 * (1 up to `submitStep`) that still lacks something, judged by the steps' own missing rules,
 * else the submit step. A new application thus opens on step 1, one left on step 3 resumes there.
 */
export function firstStepMissing(missing: readonly Pick<MissingItem, 'step'>[], submitStep: number): number {
  const gaps = missing.map((item) => item.step).filter((step) => step >= 1 && step < submitStep);
  return gaps.length > 0 ? Math.min(...gaps) : submitStep;
}
