import type { WizardBusy } from '../ui/WizardFrame';
import type { WizardPosition } from './stepMemory';

/** How a wizard opens (001 §2.1, §2.2, §4): SUBMIT (query or enterprise) read-only; BACK returned; else editing. */
export type WizardMode = 'submitted' | 'returned' | 'editing';

export function wizardMode(queryStatus: string | null, enterpriseStatus: string | null): WizardMode {
  if (queryStatus === 'SUBMIT' || enterpriseStatus === 'SUBMIT') return 'submitted';
  if (enterpriseStatus === 'BACK') return 'returned';
  return 'editing';
}

/** Where a wizard stands and what it is doing: every onboarding wizard's motor (001 §2.1). */
export interface WizardState {
  /** The step shown and the furthest reached; null until the page knows where to resume. */
  position: WizardPosition | null;
  /** The button whose call runs: while set, no other starts (nothing is sent twice). */
  busy: WizardBusy;
  /** Submitted: the steps are read-only and the place is no longer remembered. */
  submitted: boolean;
}

export type WizardEvent =
  /** The resume step is known (the remembered place, else the page's rule); a wizard opens once. */
  | { type: 'opened'; position: WizardPosition }
  /** The page puts the wizard at a place of its choosing (retry of a returned application, the step after submit). */
  | { type: 'placed'; position: WizardPosition }
  /** Next, or a reached step chosen on the indicator: the furthest reached grows with it. */
  | { type: 'wentTo'; step: number }
  /** Previous: one step back, the furthest reached kept. */
  | { type: 'wentBack' }
  | { type: 'started'; busy: Exclude<WizardBusy, null> }
  | { type: 'finished' }
  /** The application was submitted: read-only from now on, at the page's place for it. */
  | { type: 'submitted'; position: WizardPosition };

/** A wizard opened submitted starts read-only at its last place; otherwise it waits for its resume step. */
export const initialWizardState = (submittedAt: WizardPosition | null): WizardState =>
  submittedAt ? { position: submittedAt, busy: null, submitted: true } : { position: null, busy: null, submitted: false };

/**
 * The transitions every wizard shares (modelled on the pre-approval dialog's accessReducer):
 * moves need a position, so nothing moves before the wizard has opened; a second button
 * cannot start while one runs; previous never goes below step 1.
 */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  const { position } = state;
  switch (event.type) {
    case 'opened':
      return position ? state : { ...state, position: event.position };
    case 'placed':
      return { ...state, position: event.position };
    case 'wentTo':
      return position ? { ...state, position: { step: event.step, reached: Math.max(position.reached, event.step) } } : state;
    case 'wentBack':
      return position && position.step > 1 ? { ...state, position: { ...position, step: position.step - 1 } } : state;
    case 'started':
      return state.busy ? state : { ...state, busy: event.busy };
    case 'finished':
      return state.busy ? { ...state, busy: null } : state;
    case 'submitted':
      return { ...state, position: event.position, submitted: true };
  }
}
