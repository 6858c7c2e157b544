export { routeAfterChoice, type RouteFacts, type RouteDecision, type EnterpriseStatus } from './lib/routeAfterChoice';
export { returnTargetOf, checkedTarget, type TargetPolicy } from './lib/targets';
export { enterpriseIdOf, listProductTypes } from './lib/enterprise';
export {
  useEnterpriseChoice,
  useChooseEnterprise,
  type EnterpriseChoice,
  type EnterpriseChoiceOptions,
} from './model/useEnterpriseChoice';
export { $enterpriseList, $choiceContext, enterpriseListReceived, type ChoiceContext } from './model/enterpriseList';
export { $choiceRunning } from './model/effects';
export { enterpriseChoiceConfigured, type ChoiceHooks } from './model/hooks';
export type { ChoiceDeps, ApiDispatch, ChoiceOutcome } from './model/deps';
