import type { Ref } from 'react';
import type { StepHandle } from '@/widgets/wizard-frame';

/**
 * What the KYC file wizard asks of one step (001 §2.2): the enterprise, its location
 * (TERRITORY: mainland wording and rules), whether it is shown read-only (submitted), and
 * the wizard's handle on it (next, back's draft, submit).
 */
export interface StepProps {
  enterpriseId: string;
  location: string | null;
  readOnly: boolean;
  ref?: Ref<StepHandle>;
}
