import type { AccessBinding, AccessType } from '../api/preApprovalApi';

/**
 * The authorisation dialog's steps (001 §2.6, §4): 0 choose the platform, 1 choose the
 * marketplace (global marketplace) or download the plugin (vendor platform), 2 wait for
 * the seller's authorisation, 3 synchronisation success.
 */
type AccessStep = 0 | 1 | 2 | 3;

export interface AccessState {
  step: AccessStep;
  /** The platform chosen on step 0 (kept when the back arrow returns to it). */
  platform: AccessType | null;
  /** The marketplace chosen on step 1 (kept when the back arrow returns to it). */
  marketplace: string | null;
  /** The session opened by the binding: its link and the sceneState polled on step 2. */
  binding: { link: string; sceneState: string } | null;
}

export type AccessEvent =
  | { type: 'platformChosen'; platform: 'amazon' | 'jdvc' }
  | { type: 'marketplaceChosen'; marketplace: string }
  | { type: 'bound'; binding: AccessBinding }
  | { type: 'authorised' }
  | { type: 'back' }
  | { type: 'reset' };

export const INITIAL_ACCESS_STATE: AccessState = { step: 0, platform: null, marketplace: null, binding: null };

/**
 * Step 0 → 1 on a platform (the global marketplace or the vendor platform; 'Others' binds
 * and closes without a step), 1 → 2 once the global marketplace's binding returned a
 * session, 2 → 3 when the poll sees authStatus '2' (001 §4). The back arrow decrements the
 * step; leaving step 2 drops the session, which stops its polling. A binding without a
 * sceneState cannot be polled and leaves the step as it is.
 */
export function accessReducer(state: AccessState, event: AccessEvent): AccessState {
  switch (event.type) {
    case 'platformChosen':
      return state.step === 0 ? { ...state, step: 1, platform: event.platform } : state;
    case 'marketplaceChosen':
      return { ...state, marketplace: event.marketplace };
    case 'bound': {
      const { sceneState, link } = event.binding;
      if (state.step !== 1 || state.platform !== 'amazon' || !sceneState) return state;
      return { ...state, step: 2, binding: { sceneState, link: link ?? '' } };
    }
    case 'authorised':
      return state.step === 2 ? { ...state, step: 3, binding: null } : state;
    case 'back':
      if (state.step === 0) return state;
      return { ...state, step: (state.step - 1) as AccessStep, binding: state.step === 2 ? null : state.binding };
    case 'reset':
      return INITIAL_ACCESS_STATE;
  }
}
