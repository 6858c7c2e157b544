import { t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import type { RouteDecision } from '../lib/routeAfterChoice';
import { isExternalTarget } from '../lib/targets';
import { alertText, type ChoiceDeps, type ChoiceOutcome } from './deps';

/** Carries out a routing decision: a route, an (already checked) allow-listed URL, a message or the abnormal-status alert. */
export function executeDecision(decision: RouteDecision, deps: ChoiceDeps): ChoiceOutcome {
  switch (decision.kind) {
    case 'navigate':
      if (isExternalTarget(decision.to)) window.location.assign(decision.to);
      else deps.navigate(decision.to, { replace: true });
      return 'navigated';
    case 'showMessage':
      notify.error(decision.message || t('errors:notResponding'));
      return 'failed';
    case 'abnormalStatus':
      alertText(t('enterprise:abnormalStatus'));
      return 'failed';
    case 'lookUpDigipoContract':
      // The flow answers this one before executing; reaching here is a programming error.
      throw new Error('routeAfterChoice asked for the DIGIPO contract lookup twice');
  }
}
