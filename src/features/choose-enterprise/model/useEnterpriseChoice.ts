import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUnit } from 'effector-react';
import type { EnterpriseListItem } from '@/entities/enterprise';
import type { ApiDispatch } from '@/shared/api';
import {
  $choiceContext,
  $choiceRunning,
  chooseEnterpriseFx,
  startChoiceFx,
  type ChoiceContext,
  type ChoiceDeps,
  type ChoiceOutcome,
  type Preselection,
} from './choice';

/**
 * Entry point of the enterprise choice after sign-in (000 §4 "Login flow" step 6 and
 * "After choosing an enterprise"). The login page, the password-free login and the
 * single-sign-on landing call `start` once the user is signed in.
 */
interface EnterpriseChoiceOptions {
  /** productType of the login URL (routing step 3, redirect lookup). */
  entryProductType?: string | null;
  /** scenario of the login URL (redirect lookup). */
  scenario?: string | null;
  /** The single-sign-on landing's enterprise and where it lands (no chooser). */
  preselection?: Preselection;
  /**
   * "Login Again" return target; defaults to the `refer` query of the current route (the
   * login URL). Followed after the choice only when it is a portal route.
   */
  refer?: string | null;
}

export interface EnterpriseChoice {
  /** Resolves with how it ended (callers may ignore it); see ChoiceOutcome. */
  start(options?: EnterpriseChoiceOptions): Promise<ChoiceOutcome>;
  running: boolean;
}

function useChoiceDeps(): ChoiceDeps {
  const dispatch = useDispatch<ApiDispatch>();
  const navigate = useNavigate();
  return { dispatch, navigate };
}

export function useEnterpriseChoice(): EnterpriseChoice {
  const { dispatch, navigate } = useChoiceDeps();
  const { search } = useLocation();
  const running = useUnit($choiceRunning);
  const start = useCallback(
    async (options: EnterpriseChoiceOptions = {}): Promise<ChoiceOutcome> => {
      if ($choiceRunning.getState()) return 'busy';
      const refer = options.refer !== undefined ? options.refer : new URLSearchParams(search).get('refer');
      return startChoiceFx({
        context: {
          entryProductType: options.entryProductType ?? null,
          scenario: options.scenario ?? null,
          refer: refer ?? null,
        },
        deps: { dispatch, navigate },
        preselection: options.preselection,
      });
    },
    [dispatch, navigate, search],
  );
  return { start, running };
}

/**
 * Choosing one enterprise (the chooser, the shell's company switcher): the steps of
 * "After choosing an enterprise" with the login URL's context kept from `start`.
 */
export function useChooseEnterprise() {
  const { dispatch, navigate } = useChoiceDeps();
  const running = useUnit($choiceRunning);
  const choose = useCallback(
    async (enterprise: EnterpriseListItem, context?: ChoiceContext): Promise<ChoiceOutcome> => {
      if ($choiceRunning.getState()) return 'busy';
      const kept = context ?? $choiceContext.getState() ?? { entryProductType: null, scenario: null, refer: null };
      return chooseEnterpriseFx({ enterprise, context: kept, deps: { dispatch, navigate } });
    },
    [dispatch, navigate],
  );
  return { choose, running };
}
