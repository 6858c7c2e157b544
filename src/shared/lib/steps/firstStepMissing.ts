/** A step that still lacks something: the wizards' missing items, a stage's own gaps. */
export interface StepGap {
  step: number;
}

/**
 * The opening rule of every multi-step flow (001 §2.1, applied to §2.2's data steps, §2.5's
 * application and §2.6's stages): the first step (1 up to `submitStep`) that still lacks
 * something, judged by the steps' own rules, else `submitStep`. A new application thus opens
 * on step 1, one left on step 3 resumes there.
 */
export function firstStepMissing(gaps: readonly StepGap[], submitStep: number): number {
  const open = gaps.map((gap) => gap.step).filter((step) => step >= 1 && step < submitStep);
  return open.length > 0 ? Math.min(...open) : submitStep;
}
