import { combine, createEffect } from 'effector';
import type { EnterpriseListItem } from '@/entities/enterprise';
import { notify } from '@/shared/ui/notifier';
import { t } from '@/shared/i18n';
import type { ChoiceDeps, ChoiceOutcome } from './deps';
import type { ChoiceContext } from './enterpriseList';
import { chooseEnterprise } from './choose';
import { startChoice } from './start';

/** An unexpected failure (not a server answer) must not leave the user without feedback. */
async function guarded(run: () => Promise<ChoiceOutcome>): Promise<ChoiceOutcome> {
  try {
    return await run();
  } catch {
    notify.error(t('errors:notResponding'));
    return 'failed';
  }
}

export const startChoiceFx = createEffect(
  ({ context, deps }: { context: ChoiceContext & { enterpriseId?: string | null }; deps: ChoiceDeps }) =>
    guarded(() => startChoice(context, deps)),
);

export const chooseEnterpriseFx = createEffect(
  ({ enterprise, context, deps }: { enterprise: EnterpriseListItem; context: ChoiceContext; deps: ChoiceDeps }) =>
    guarded(() => chooseEnterprise(enterprise, context, deps)),
);

/** True while a start or a choice runs; the chooser disables its entries meanwhile. */
export const $choiceRunning = combine(startChoiceFx.pending, chooseEnterpriseFx.pending, (starting, choosing) => starting || choosing);
