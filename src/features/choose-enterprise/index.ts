export { routeAfterChoice, type RouteFacts, type RouteDecision, type EnterpriseStatus } from './lib/routeAfterChoice';
export { enterpriseIdOf } from './lib/enterprise';
export {
  useEnterpriseChoice,
  useChooseEnterprise,
  type EnterpriseChoice,
  type EnterpriseChoiceOptions,
} from './model/useEnterpriseChoice';
export { $enterpriseList, $choiceContext, enterpriseListReceived, type ChoiceContext, type ChoiceOutcome } from './model/choice';
