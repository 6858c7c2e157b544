import type { Ref } from 'react';
import type { StepHandle } from '@/widgets/wizard-frame';

/**
 * What the company KYC wizard asks of one step (001 §2.1): the enterprise it
 * edits, the enterprise's location (mainland or overseas wording and rules),
 * and whether the step is shown read-only (a submitted enterprise, 001 §8).
 */
export interface StepProps {
  enterpriseId: string;
  location: string | null;
  readOnly: boolean;
  ref?: Ref<StepHandle>;
}
