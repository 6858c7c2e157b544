export { PasswordRuleList, PasswordRulesPopover, type PasswordRulesLabels } from './PasswordRules';
export { NewPasswordFields, type NewPasswordFieldsLabels } from './NewPasswordFields';
