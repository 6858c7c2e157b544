/*
 * Validation rules of the specification, free of React and antd. A rule returns null when
 * the value is acceptable or the key of a message in the `validation` i18n namespace.
 * Format rules let empty values pass; combine with `required(key)` via `firstError`.
 */
export { VALIDATION_NS, type FieldValue, type Rule, type ValidationKey } from './types';
export { charLength, firstError, formatRule, isEmpty, required } from './required';
export { FIELD_MAX_LENGTH } from './limits';
export {
  BIRTHDAY_CUTOFF_DAYS,
  checkBirthday,
  checkDate,
  checkDateTime,
  isCalendarDate,
  isDate,
  isDateTime,
  latestBirthday,
} from './datetime';
export {
  checkAccountCode,
  checkAccountNumber,
  checkCashRate,
  checkFileName,
  checkInvoiceNumber,
  checkMoney,
  checkNumber,
  checkOtp,
  checkPostalCode,
  checkRate,
  isAccountCode,
  isAccountNumber,
  isCashRate,
  isDigits,
  isFileName,
  isInvoiceNumber,
  isMoney,
  isOtp,
  isPostalCode,
  isRate,
} from './formats';
export {
  checkIdNumber,
  checkMainlandIdCard,
  checkMainlandMobile,
  checkPassport,
  idNumberRule,
  isIdNumber,
  isMainlandIdCard,
  isMainlandMobile,
  isPassport,
} from './identity';
export {
  checkBusinessLicence,
  checkCompanyNameEn,
  checkOrganisationCode,
  checkRegistrationCode,
  checkSocialCreditCode,
  isBusinessLicence,
  isCompanyNameEn,
  isOrganisationCode,
  isSocialCreditCode,
  registrationCodeMaxLength,
} from './company';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_SYMBOLS,
  REGISTRATION_PASSWORD_LENGTH,
  RESET_PASSWORD_LENGTH,
  RESET_PASSWORD_SYMBOLS,
  TRANSACTION_PASSWORD_MIN_LENGTH,
  checkConfirmPassword,
  checkRegistrationPassword,
  checkResetPassword,
  checkTransactionPassword,
  isRegistrationPassword,
  isResetPassword,
  isTransactionPassword,
  passwordRuleStates,
  type ConfirmForm,
  type PasswordRuleState,
} from './password';
export { EMAIL_MAX_LENGTH, checkEmail, checkKycEmail, checkRegistrationEmail, isEmail } from './email';
export {
  KYC_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  SETTLEMENT_EXTENSIONS,
  UPLOAD_RULES,
  acceptAttribute,
  checkUpload,
  fileExtension,
  uploadMessageParams,
  type UploadArea,
  type UploadCandidate,
  type UploadRule,
} from './upload';
export { MAX_UPLOAD_NAME_LENGTH, isUploadFileName, storableFile, storableFileName } from './fileName';
export { contentMatchesExtension } from './fileContent';
export {
  keepAlphanumeric,
  keepDigits,
  sanitiseIdNumber,
  sanitisePhone,
  sanitiseUscc,
  trimInput,
} from './sanitise';
export { formRule, type ValidatorRule } from './formRule';
