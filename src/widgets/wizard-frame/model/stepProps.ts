import type { Ref } from 'react';
import type { StepHandle } from './stepHandle';

/**
 * What a wizard asks of one of its data steps (001 §2.1, §2.2): the enterprise it edits,
 * the enterprise's location (mainland or overseas wording and rules), whether it is shown
 * read-only (submitted, 001 §8), and the wizard's handle on it (save, next, back's draft).
 */
export interface StepProps {
  enterpriseId: string;
  location: string | null;
  readOnly: boolean;
  ref?: Ref<StepHandle>;
}
