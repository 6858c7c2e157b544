import { dictParamOf } from '@/entities/dictionary';
import { enterpriseApi, enterpriseChosen, type EnterpriseListItem } from '@/entities/enterprise';
import { menuApi } from '@/entities/menu';
import { sessionStores, sessionUpdated } from '@/entities/session';
import { enterpriseIdOf, isOnlyPurchasePayment, sessionPatchOf, toCurrentEnterprise } from '../lib/enterprise';
import { routeAfterChoice, type RouteFacts } from '../lib/routeAfterChoice';
import { checkedTarget, returnTargetOf } from '../lib/targets';
import { alertTips, targetPolicy, type ChoiceDeps, type ChoiceOutcome } from './deps';
import { executeDecision } from './execute';
import type { ChoiceContext } from './enterpriseList';

const fresh = { subscribe: false, forceRefetch: true } as const;

/** The DIGIPO service contract lookup of the ENDURANCE branch; a found contract has a mediaId. */
async function lookUpDigipoContract(deps: ChoiceDeps): Promise<NonNullable<RouteFacts['digipoContract']>> {
  try {
    const contract = await deps.dispatch(enterpriseApi.endpoints.getDigipoServiceContract.initiate()).unwrap();
    return contract?.mediaId
      ? { outcome: 'found', mediaId: contract.mediaId, contractType: contract.contractType ?? '' }
      : { outcome: 'none' };
  } catch (error) {
    return { outcome: 'error', message: (error as { message?: string }).message ?? '' };
  }
}

/**
 * Choosing an enterprise (000 §4 "After choosing an enterprise"), shared by the chooser,
 * the automatic choice and the shell's company switcher:
 * 1. session values and the current enterprise;
 * 2. the menu for the user and enterprise; setOrgId; the enterprise's products (kept in
 *    the API cache) and IS_ONLY_PURCHASE_PAYMENT;
 * 3. the redirect for productType and scenario, only when the login URL had both;
 * 4. the routing decision (routeAfterChoice: empty menu → /login, then refer, redirect,
 *    E_FINANCE, status and product), with the DIGIPO contract lookup for ENDURANCE.
 * Enterprise, menu, organisation and redirect errors stop with a "Tips" alert.
 */
export async function chooseEnterprise(item: EnterpriseListItem, context: ChoiceContext, deps: ChoiceDeps): Promise<ChoiceOutcome> {
  const enterpriseId = enterpriseIdOf(item);
  sessionUpdated(sessionPatchOf(item));
  enterpriseChosen(toCurrentEnterprise(item));

  let menuSize: number;
  try {
    const loginName = sessionStores.curLoginName.getState() ?? '';
    const menu = await deps.dispatch(menuApi.endpoints.getEnterpriseMenu.initiate({ enterpriseId, loginName }, fresh)).unwrap();
    menuSize = menu.length;
  } catch (error) {
    return alertTips(error);
  }

  try {
    await deps.dispatch(enterpriseApi.endpoints.setOrganisation.initiate({ orgId: enterpriseId })).unwrap();
  } catch (error) {
    return alertTips(error);
  }

  // A failed product list has toasted already (base query); the flag is then unset.
  const products = await deps
    .dispatch(enterpriseApi.endpoints.listEnterpriseProducts.initiate({ enterpriseId }, fresh))
    .unwrap()
    .catch(() => []);
  sessionUpdated({ IS_ONLY_PURCHASE_PAYMENT: isOnlyPurchasePayment(products) });

  const policy = targetPolicy();
  let redirect: string | null = null;
  if (context.entryProductType && context.scenario) {
    try {
      const raw = await deps
        .dispatch(enterpriseApi.endpoints.getProductRedirect.initiate({ productType: context.entryProductType, scenario: context.scenario }))
        .unwrap();
      redirect = checkedTarget(raw, policy);
    } catch (error) {
      return alertTips(error);
    }
  }

  const facts: RouteFacts = {
    enterprise: {
      id: enterpriseId,
      status: dictParamOf(item.status),
      productType: dictParamOf(item.productType),
      toPage: checkedTarget(item.toPage, policy),
    },
    menuSize,
    entryProductType: context.entryProductType,
    redirect,
    returnTo: returnTargetOf(context.refer, policy),
  };
  let decision = routeAfterChoice(facts);
  if (decision.kind === 'lookUpDigipoContract') {
    decision = routeAfterChoice({ ...facts, digipoContract: await lookUpDigipoContract(deps) });
  }
  return executeDecision(decision, deps);
}
