export { BankAccountFields, type BankAccountFieldsProps } from './ui/BankAccountFields';
export { toBankAccountFormValues, toBankAccountWire } from './lib/mapping';
export { missingBankFields, missingOfAccount, modeOf, fieldsClearedByCurrency, isSwiftCode, type BankField } from './lib/rules';
export type { BankAccountFormValue, BankAccountsFormValues, BankMode } from './model/types';
