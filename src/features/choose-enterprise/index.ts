export { routeAfterChoice, type RouteFacts, type RouteDecision, type EnterpriseStatus } from './lib/routeAfterChoice';
export { useEnterpriseChoice, type EnterpriseChoice, type EnterpriseChoiceOptions } from './model/useEnterpriseChoice';
