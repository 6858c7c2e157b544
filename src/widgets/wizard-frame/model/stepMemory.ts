import { sessionStores } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import { DEFAULT_FLOW } from './useStepDraft';

/** Where a wizard stands: the step shown and the furthest step reached (both from 1). */
export interface WizardPosition {
  step: number;
  reached: number;
}

export interface StepMemoryOptions {
  enterpriseId: string;
  /** The wizard, so two flows of one enterprise keep their own places (as its drafts: DEFAULT_FLOW when none). */
  flow?: string;
  /** How many steps the wizard has: a remembered place beyond it is not used. */
  count: number;
}

/** The session-storage key of a wizard's place: per user, wizard and enterprise, as the drafts are. */
const memoryKey = ({ enterpriseId, flow = DEFAULT_FLOW }: Pick<StepMemoryOptions, 'enterpriseId' | 'flow'>) =>
  `wizardStep:${sessionStores.curLoginName.getState() ?? ''}:${flow}:${enterpriseId}`;

const isStep = (value: unknown, count: number): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= count;

/**
 * The place a wizard was on in this tab, or null: a reload, a language switch (which reloads,
 * 000 §4) and a sign-in again after the session ended reopen the step the user was on,
 * with the steps they had reached, instead of the wizard's resume rule. Session storage, so
 * a logout (which clears it) or another tab starts afresh.
 */
export function rememberedPosition(options: StepMemoryOptions): WizardPosition | null {
  const stored = storage.get<Partial<WizardPosition>>('session', memoryKey(options));
  if (!stored || !isStep(stored.step, options.count) || !isStep(stored.reached, options.count)) return null;
  return { step: stored.step, reached: Math.max(stored.step, stored.reached) };
}

/** Keeps the wizard's place (see rememberedPosition). */
export function rememberPosition(options: Pick<StepMemoryOptions, 'enterpriseId' | 'flow'>, position: WizardPosition): void {
  storage.set('session', memoryKey(options), position);
}

/** Forgets the wizard's place (the application was submitted: it opens on its own last step). */
export function forgetPosition(options: Pick<StepMemoryOptions, 'enterpriseId' | 'flow'>): void {
  storage.remove('session', memoryKey(options));
}
