import { personKindOf } from '@/widgets/identity-form';
import { firstStepMissing } from '@/shared/lib/steps';
import type { MissingItem, WizardMode } from '@/widgets/wizard-frame';
import { KYC_FILE_STEPS, type KycFileStep, type KycFileVariant } from '../config/steps';

/** The step's number in the variant (from 1); 0 when the variant has no such step. */
export const stepNumber = (variant: KycFileVariant, step: KycFileStep): number => KYC_FILE_STEPS[variant].indexOf(step) + 1;

/** A data step's number, its unsaved-input key: steps 1-3 are the same in both variants (001 §2.2). */
export const dataStepNumber = (step: 'basics' | 'manager' | 'identity'): number => stepNumber('cn', step);

/** The step shown at a number (1-based) of the variant. */
export const stepAt = (variant: KycFileVariant, number: number): KycFileStep => KYC_FILE_STEPS[variant][number - 1] ?? 'success';

/** A step's title key: step 3 names the legal person of a mainland company, else the directors (as its form does, 001 §2.2). */
export const stepTitleKey = (step: KycFileStep, location: string | null) =>
  step === 'identity' && personKindOf(location) === 'director' ? ('steps.identityDirectors' as const) : (`steps.${step}` as const);

/**
 * The buttons of a step (001 §2.2): steps 1-3 have next; back from steps 2 and 3 (which
 * stages a draft first) and from step 4; step 4 submits; the transaction password has its
 * own submit; the success step has none (its button goes to the product centre).
 */
export function stepActions(step: KycFileStep) {
  return {
    previous: step === 'manager' || step === 'identity' || step === 'openAccount',
    next: step === 'basics' || step === 'manager' || step === 'identity',
    submit: step === 'openAccount' || step === 'password',
  };
}

/**
 * Where the wizard opens and how far the indicator reaches (the company KYC wizard's rule,
 * 001 §2.1, applied to steps 1-3 of §2.2):
 * - submitted: on its last step, the data steps (1-3) open read-only;
 * - otherwise on the first data step that still lacks something (what `missing` lists,
 *   judged by the steps' own rules over the saved data or back's draft), else on the
 *   open-account form; a new application thus opens on step 1, one that was left on step 3
 *   resumes there;
 * - returned: every step up to the submit stays open too (it was complete once).
 */
export function openingPosition(variant: KycFileVariant, mode: WizardMode, missing: readonly MissingItem[] = []): { step: number; reached: number } {
  const submit = stepNumber(variant, 'openAccount');
  if (mode === 'submitted') return { step: KYC_FILE_STEPS[variant].length, reached: stepNumber(variant, 'identity') };
  const step = firstStepMissing(missing, submit);
  return { step, reached: mode === 'returned' ? submit : step };
}
