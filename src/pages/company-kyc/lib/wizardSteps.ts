import { firstStepMissing } from '@/shared/lib/steps';
import type { MissingItem } from '@/widgets/wizard-frame';
import { KYC_STEPS } from '../config/steps';

/**
 * Where the wizard opens for an enterprise that is neither submitted nor returned: on the
 * first step whose data is still missing (a half-done application resumes where its data
 * stops, judged by the steps' own missing rules), or on the sign-and-submit step when
 * steps 1 to 5 are complete. A fresh enterprise thus opens on step 1 (001 §2.1).
 */
export function resumeStep(missing: readonly MissingItem[]): number {
  return firstStepMissing(missing, KYC_STEPS.sign);
}

/**
 * The buttons of a step (001 §2.1): previous from step 2, save below step 6, next below 6,
 * submit on 6. 001 has submit appear once a signed file exists; it is shown from the start,
 * disabled with its reason until then, so the user sees what the step leads to.
 */
export function stepActions(step: number) {
  return {
    previous: step > KYC_STEPS.company && step <= KYC_STEPS.sign,
    save: step < KYC_STEPS.sign,
    next: step < KYC_STEPS.sign,
    submit: step === KYC_STEPS.sign,
  };
}

/** The data steps of a returned application (001 §2.1) not yet saved again since it was reopened. */
export function stepsToCheck(checked: ReadonlySet<number>): number[] {
  const steps: number[] = [];
  for (let step = KYC_STEPS.company; step < KYC_STEPS.sign; step += 1) if (!checked.has(step)) steps.push(step);
  return steps;
}
