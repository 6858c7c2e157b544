export { PasswordRulesPopover } from './PasswordRules';
export { NewPasswordFields } from './NewPasswordFields';
