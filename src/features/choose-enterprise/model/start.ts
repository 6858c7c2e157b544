import { enterpriseApi } from '@/entities/enterprise';
import { t } from '@/shared/i18n';
import { listProductTypes, enterpriseIdOf } from '../lib/enterprise';
import { alertText, alertTips, type ChoiceDeps, type ChoiceOutcome } from './deps';
import { chooseEnterprise } from './choose';
import { enterpriseListReceived, type ChoiceContext } from './enterpriseList';
import { $choiceHooks } from './hooks';

/**
 * After sign-in (000 §4 "Login flow" step 6), in this order:
 * 1. the platform agreement check (`beforeList` hook, 000 §2): a PDF to sign opens the
 *    agreement dialog and the choice stops there (signing leads to /home);
 * 2. the enterprise list for the entry product type (or every product type);
 * 3. none → "No Company Found…" alert and logout; a preselected one (single sign-on) or
 *    exactly one → chosen; several → /companyChoose with the list kept in session storage.
 */
export async function startChoice(context: ChoiceContext & { enterpriseId?: string | null }, deps: ChoiceDeps): Promise<ChoiceOutcome> {
  const hooks = $choiceHooks.getState();
  if (hooks.beforeList && (await hooks.beforeList(deps)) === 'stop') return 'dialog';

  let enterprises;
  try {
    enterprises = await deps
      .dispatch(
        enterpriseApi.endpoints.getEnterprisesByType.initiate(listProductTypes(context.entryProductType), {
          subscribe: false,
          forceRefetch: true,
        }),
      )
      .unwrap();
  } catch (error) {
    return alertTips(error);
  }

  const { enterpriseId, ...choiceContext } = context;
  const preselected = enterpriseId ? enterprises.find((item) => enterpriseIdOf(item) === enterpriseId) : undefined;
  const chosen = preselected ?? (enterprises.length === 1 ? enterprises[0] : undefined);
  if (chosen) return chooseEnterprise(chosen, choiceContext, deps);

  if (enterprises.length === 0) {
    alertText(t('enterprise:noCompany'));
    const signOut = hooks.signOut;
    if (signOut) await signOut(deps, { productType: context.entryProductType });
    else deps.navigate('/login', { replace: true });
    return 'navigated';
  }

  enterpriseListReceived({ enterprises, context: choiceContext });
  deps.navigate('/companyChoose');
  return 'navigated';
}
