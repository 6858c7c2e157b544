export {
  $currentEnterprise,
  enterpriseChosen,
  enterpriseForgotten,
  type CurrentEnterprise,
} from './model/currentEnterprise';
