import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { WizardBusy } from '../ui/WizardFrame';
import type { StepHandle } from './stepHandle';
import { forgetPosition, rememberedPosition, rememberPosition, type WizardPosition } from './stepMemory';
import { initialWizardState, wizardReducer, type WizardState } from './wizardMotor';

export interface WizardMotorOptions {
  enterpriseId: string;
  /** The wizard's flow, as its drafts name it (DEFAULT_FLOW when none). */
  flow?: string;
  /** How far a remembered place may go (the steps before the wizard's own last place). */
  count: number;
  /** Opened submitted: the place it opens on, read-only; no place is remembered. */
  submittedAt?: WizardPosition | null;
  /** Where editing opens when this tab remembers no place; null while the page still reads what decides it. */
  opening: WizardPosition | null;
  /** Previous first keeps the step's input on the server (StepHandle.stage) and goes back only once kept (001 §2.2). */
  stageOnBack?: boolean;
}

export interface WizardMotor extends WizardState {
  /** The place this tab was on before a reload (a language switch too) or a sign-in again; null when none. */
  remembered: WizardPosition | null;
  /** The wizard's handle on the step shown (save, stage). */
  stepRef: RefObject<StepHandle | null>;
  goTo(step: number): void;
  place(position: WizardPosition): void;
  /** Runs a button's call unless one runs already (then resolves undefined); the button shows its loader meanwhile. */
  run<T>(which: Exclude<WizardBusy, null>, action: () => Promise<T>): Promise<T | undefined>;
  /** Save (advance false) or next (true) on the step shown: true once its call answered 200; its draft is then gone and next advances. */
  saveStep(advance: boolean): Promise<boolean>;
  /** Previous: back one step (staging the step's input first when the wizard does, see stageOnBack). */
  previous(): void;
  /** The application was submitted: read-only at `position`, and the remembered place is forgotten. */
  finish(position: WizardPosition): void;
}

/**
 * The motor every onboarding wizard drives its frame with (001 §2.1, §2.2; 000 §4): where
 * it stands (resumed on the remembered place, else the page's opening rule, decided once),
 * the busy button and its guard, the step's save (its handle clears its draft), and read-only once
 * submitted. The pages keep only their steps and their calls.
 */
export function useWizardMotor({ enterpriseId, flow, count, submittedAt = null, opening, stageOnBack = false }: WizardMotorOptions): WizardMotor {
  const [remembered] = useState(() => (submittedAt ? null : rememberedPosition({ enterpriseId, flow, count })));
  const [state, dispatch] = useReducer(wizardReducer, null, () => {
    const initial = initialWizardState(submittedAt);
    return !initial.position && opening ? wizardReducer(initial, { type: 'opened', position: remembered ?? opening }) : initial;
  });
  // Opened once, as soon as the page knows where (its missing lists are in).
  if (!state.position && opening) dispatch({ type: 'opened', position: remembered ?? opening });
  const stepRef = useRef<StepHandle>(null);
  // Set and cleared with the busy state, but read at once: a second click in the same frame is refused too.
  const running = useRef(false);
  const { position, submitted } = state;

  useEffect(() => {
    if (position && !submitted) rememberPosition({ enterpriseId, flow }, position);
  }, [enterpriseId, flow, position, submitted]);

  const goTo = (step: number) => dispatch({ type: 'wentTo', step });

  const run = async <T,>(which: Exclude<WizardBusy, null>, action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    dispatch({ type: 'started', busy: which });
    try {
      return await action();
    } finally {
      running.current = false;
      dispatch({ type: 'finished' });
    }
  };

  const saveStep = async (advance: boolean) =>
    (await run(advance ? 'next' : 'save', async () => {
      // The step's handle clears its own draft once the save answered 200 (useStepForm).
      if (!position || !(await stepRef.current?.save(advance))) return false;
      if (advance) goTo(position.step + 1);
      return true;
    })) ?? false;

  const previous = () => {
    if (!stageOnBack) {
      dispatch({ type: 'wentBack' });
      return;
    }
    void run('previous', async () => {
      const stage = stepRef.current?.stage;
      if (!position || (stage && !(await stage()))) return;
      dispatch({ type: 'wentBack' });
    });
  };

  return {
    ...state,
    remembered,
    stepRef,
    goTo,
    place: (next) => dispatch({ type: 'placed', position: next }),
    run,
    saveStep,
    previous,
    finish: (next) => {
      forgetPosition({ enterpriseId, flow });
      dispatch({ type: 'submitted', position: next });
    },
  };
}
