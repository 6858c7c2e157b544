import { createEvent, createStore } from 'effector';
import type { ChoiceDeps } from './deps';

/**
 * What the enterprise choice needs from other features, plugged in by the app (slices of
 * one layer do not import each other; app/routes composes them):
 * - `beforeList` runs first in `start()` — the platform agreement check (000 §2: a PDF
 *   url opens the agreement dialog, whose signing leads to /home, so the choice stops);
 * - `signOut` logs out when the user has no enterprise (000 §4 step 6).
 */
export interface ChoiceHooks {
  beforeList?: (deps: ChoiceDeps) => Promise<'continue' | 'stop'>;
  signOut?: (deps: ChoiceDeps, options: { productType?: string | null }) => Promise<unknown>;
}

export const enterpriseChoiceConfigured = createEvent<ChoiceHooks>();
export const $choiceHooks = createStore<ChoiceHooks>({}, { name: 'enterpriseChoiceHooks' }).on(
  enterpriseChoiceConfigured,
  (current, hooks) => ({ ...current, ...hooks }),
);
