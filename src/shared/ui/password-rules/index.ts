export { PasswordRuleList, PasswordRulesPopover, type PasswordRulesLabels } from './PasswordRules';
