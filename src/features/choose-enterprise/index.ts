export { routeAfterChoice, type RouteFacts } from './lib/routeAfterChoice';
export { enterpriseIdOf } from './lib/enterprise';
export {
  useEnterpriseChoice,
  useChooseEnterprise,
} from './model/useEnterpriseChoice';
export { $enterpriseList, $choiceContext, enterpriseListReceived, type ChoiceOutcome } from './model/choice';
