export { routeAfterChoice, type RouteFacts, type RouteDecision, type EnterpriseStatus } from './lib/routeAfterChoice';
